import styled from 'styled-components';
import { type MenuEntry, MenuButton } from '../../base/MenuButton';

/** One entry of the Actions menu: what it says and what it hands back. */
export interface AreaAction<Id extends string = string> {
  id: Id;
  label: string;
}

export interface AreaMenusProps<Action extends string = string> {
  /** The Actions menu's entries, in order (the feature owns them). */
  actions: readonly AreaAction<Action>[];
  /** The Charts menu's entries: each name is handed back as chosen. */
  charts: readonly string[];
  /** Every user id with an account, for the User Results menu; undefined while loading. */
  userIds: readonly string[] | undefined;
  /** The user list could not be read. */
  userIdsFailed?: boolean;
  onAction: (action: Action) => void;
  onChart: (chart: string) => void;
  onUserResults: (userId: string) => void;
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

function userEntries<Action extends string>({
  userIds,
  userIdsFailed,
  onUserResults,
}: AreaMenusProps<Action>): MenuEntry[] {
  const notice = (label: string): MenuEntry[] => [
    { key: 'notice', label, disabled: true, onSelect: () => undefined },
  ];
  if (userIdsFailed) return notice('The user list could not be loaded');
  if (!userIds) return notice('Loading users…');
  if (userIds.length === 0) return notice('No users yet');
  return userIds.map((userId) => ({ key: userId, label: userId, onSelect: () => onUserResults(userId) }));
}

/** The area's three menus: Actions, Charts and User Results (one entry per user id). */
export function AreaMenus<Action extends string>(props: AreaMenusProps<Action>) {
  const { actions, charts, onAction, onChart } = props;
  return (
    <Bar aria-label="Enneagram menus">
      <MenuButton
        label="Actions"
        entries={actions.map(({ id, label }) => ({ key: id, label, onSelect: () => onAction(id) }))}
      />
      <MenuButton
        label="Charts"
        entries={charts.map((chart) => ({
          key: chart,
          label: chart,
          onSelect: () => onChart(chart),
        }))}
      />
      <MenuButton label="User Results" entries={userEntries(props)} />
    </Bar>
  );
}
