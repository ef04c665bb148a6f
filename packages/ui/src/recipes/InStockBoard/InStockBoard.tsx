import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { FieldGroup } from '../../base/Card';
import { StatusText, type StatusTone } from '../../base/StatusText';

export interface InStockCategory {
  category: string;
  /** `undefined` while the category loads. */
  items: readonly { name: string; instock: boolean }[] | undefined;
}

export interface InStockBoardProps {
  categories: readonly InStockCategory[];
  /** Only the owner's ticks are saved; a visitor sees the lists read-only. */
  canEdit: boolean;
  signInHref: string;
  onToggle: (category: string, name: string, instock: boolean) => void;
  /** Items whose tick is being saved, as `{category}/{name}`. */
  saving?: readonly string[];
  status?: { text: string; tone: StatusTone };
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 32px;
  }

  input {
    width: 18px;
    height: 18px;
  }
`;

const LoadingBlock = styled.p`
  min-height: 900px;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Waiting = styled.p`
  min-height: 96px;
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** The in-stock page: a checkbox list per category; the owner's ticks are saved as they change. */
export function InStockBoard({
  categories,
  canEdit,
  signInHref,
  onToggle,
  saving = [],
  status,
}: InStockBoardProps) {
  return (
    <div>
      {!canEdit && (
        <StatusText tone="info" aria-label="Read only">
          These are the owner’s kitchen stocks. <AppLink href={signInHref}>Sign in as the owner</AppLink> to
          change them.
        </StatusText>
      )}
      {status && <StatusText tone={status.tone}>{status.text}</StatusText>}
      {categories.every((entry) => entry.items === undefined) ? (
        // One block until the lists arrive, so no list below moves as the others fill in.
        <LoadingBlock aria-busy="true">Loading the inventory…</LoadingBlock>
      ) : (
        <Grid>
          {categories.map(({ category, items }) => (
            <FieldGroup key={category}>
              <legend>{category}</legend>
              {items === undefined ? (
                <Waiting aria-busy="true">Loading…</Waiting>
              ) : items.length === 0 ? (
                <Waiting>No items in this category.</Waiting>
              ) : (
                <Items>
                  {items.map((item) => (
                    <li key={item.name}>
                      <label>
                        <input
                          type="checkbox"
                          checked={item.instock}
                          disabled={!canEdit || saving.includes(`${category}/${item.name}`)}
                          onChange={(event) => onToggle(category, item.name, event.target.checked)}
                        />
                        {item.name}
                      </label>
                    </li>
                  ))}
                </Items>
              )}
            </FieldGroup>
          ))}
        </Grid>
      )}
    </div>
  );
}
