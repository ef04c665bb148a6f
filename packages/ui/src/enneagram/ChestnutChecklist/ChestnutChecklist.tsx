import styled from 'styled-components';
import { PageFrame } from '../../base/PageFrame';
import { StatusText } from '../../base/StatusText';
import { CardGrid, FieldGroup } from '../../base/Card';

export interface ChecklistGroupView {
  /** The type's address name, e.g. "reformer". */
  key: string;
  number: number;
  name: string;
  items: { key: string; text: string }[];
}

export interface ChestnutChecklistProps {
  groups: ChecklistGroupView[];
  /** Keys of the ticked items. */
  checked: readonly string[];
  onToggle: (key: string, checked: boolean) => void;
}

const Groups = styled(CardGrid).attrs({ $columns: 3 })`
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Tally = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Item = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(1)} 0;
  cursor: pointer;

  input {
    flex: none;
    width: 1.15rem;
    height: 1.15rem;
    margin-top: 0.2rem;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

/** Nine groups of things people of each type tend to do; the ticks belong to this browser. */
export function ChestnutChecklist({ groups, checked, onToggle }: ChestnutChecklistProps) {
  const ticked = new Set(checked);
  return (
    <PageFrame heading="Chestnut Checklist">
      <StatusText tone="info">
        This page is under construction. Your ticks are kept in this browser only and do not change any test
        result.
      </StatusText>
      <Groups>
        {groups.map((group) => {
          const count = group.items.filter((item) => ticked.has(item.key)).length;
          return (
            <FieldGroup key={group.key}>
              <legend>
                Type {group.number} {group.name}
              </legend>
              <Tally aria-live="polite">
                {count} of {group.items.length} ticked
              </Tally>
              {group.items.map((item) => (
                <Item key={item.key}>
                  <input
                    type="checkbox"
                    checked={ticked.has(item.key)}
                    onChange={(event) => onToggle(item.key, event.target.checked)}
                  />
                  <span>{item.text}</span>
                </Item>
              ))}
            </FieldGroup>
          );
        })}
      </Groups>
    </PageFrame>
  );
}
