import styled from 'styled-components';
import { type MenuEntry, MenuButton } from '../../base/MenuButton';

/** The Actions menu, in the spec's order. */
export const enneagramActions = [
  { id: 'home', label: 'Home' },
  { id: 'take-new-test', label: 'Take New Test' },
  { id: 'resume-test', label: 'Resume Test in Progress' },
  { id: 'comparison-tool', label: 'Comparison Tool' },
  { id: 'chestnut-checklist', label: 'Chestnut Checklist' },
  { id: 'sign-up', label: 'Sign Up' },
  { id: 'log-in', label: 'Log In' },
  { id: 'log-out', label: 'Log Out' },
  { id: 'factory-import', label: 'Factory Import' },
  { id: 'under-the-hood', label: 'Under the Hood' },
  { id: 'help', label: 'Help' },
  { id: 'about', label: 'About' },
] as const;

export type EnneagramAction = (typeof enneagramActions)[number]['id'];

/** The Charts menu: each name is also the chart's address (chart/{name}). */
export const enneagramChartNames = [
  'Virtues and Vices',
  'Hornevian',
  'Wings',
  'Centers',
  'Harmonic',
  'Object Relations',
] as const;

export type EnneagramChartName = (typeof enneagramChartNames)[number];

export interface AreaMenusProps {
  /** Every user id with an account, for the User Results menu; undefined while loading. */
  userIds: readonly string[] | undefined;
  /** The user list could not be read. */
  userIdsFailed?: boolean;
  onAction: (action: EnneagramAction) => void;
  onChart: (chart: EnneagramChartName) => void;
  onUserResults: (userId: string) => void;
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

function userEntries({ userIds, userIdsFailed, onUserResults }: AreaMenusProps): MenuEntry[] {
  const notice = (label: string): MenuEntry[] => [
    { key: 'notice', label, disabled: true, onSelect: () => undefined },
  ];
  if (userIdsFailed) return notice('The user list could not be loaded');
  if (!userIds) return notice('Loading users…');
  if (userIds.length === 0) return notice('No users yet');
  return userIds.map((userId) => ({ key: userId, label: userId, onSelect: () => onUserResults(userId) }));
}

/** The area's three menus: Actions, Charts and User Results (one entry per user id). */
export function AreaMenus(props: AreaMenusProps) {
  const { onAction, onChart } = props;
  return (
    <Bar aria-label="Enneagram menus">
      <MenuButton
        label="Actions"
        entries={enneagramActions.map(({ id, label }) => ({ key: id, label, onSelect: () => onAction(id) }))}
      />
      <MenuButton
        label="Charts"
        entries={enneagramChartNames.map((chart) => ({
          key: chart,
          label: chart,
          onSelect: () => onChart(chart),
        }))}
      />
      <MenuButton label="User Results" entries={userEntries(props)} />
    </Bar>
  );
}
