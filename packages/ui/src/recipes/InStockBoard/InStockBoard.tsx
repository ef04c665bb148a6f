import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { Button } from '../../base/Button';
import { FieldGroup } from '../../base/Card';
import { StatusText, type StatusTone } from '../../base/StatusText';

export interface InStockCategory {
  category: string;
  /** `undefined` while the category loads, or when it could not be loaded. */
  items: readonly { name: string; instock: boolean }[] | undefined;
  /** The list could not be loaded: its box says so. */
  failed?: boolean;
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
  /** Asks again for the lists that could not be loaded. */
  onRetry?: () => void;
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
    /* A tick in the site's accent, filled: ticked and unticked differ at a glance. */
    accent-color: ${({ theme }) => theme.colors.accent};
  }

  /* A visitor's boxes are read-only, not disabled: they keep their full colour. */
  input[aria-readonly='true'] {
    cursor: default;
  }
`;

const LoadingBlock = styled.p`
  min-height: 900px;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const FailureRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** "Dairy", "Dairy and Fruit", "Dairy, Fruit and Meat". */
function listOfNames(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

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
  onRetry,
}: InStockBoardProps) {
  const failedNames = categories.filter((entry) => entry.failed).map((entry) => entry.category);
  const allFailed = failedNames.length > 0 && failedNames.length === categories.length;
  return (
    <div>
      {!canEdit && (
        <StatusText tone="info" aria-label="Read only">
          These are the owner’s kitchen stocks. <AppLink href={signInHref}>Sign in as the owner</AppLink> to
          change them.
        </StatusText>
      )}
      {status && <StatusText tone={status.tone}>{status.text}</StatusText>}
      {failedNames.length > 0 && (
        <FailureRow>
          <StatusText tone="error">
            {allFailed
              ? 'The inventory could not be loaded.'
              : `${listOfNames(failedNames)} could not be loaded.`}
          </StatusText>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          )}
        </FailureRow>
      )}
      {allFailed ? null : categories.every((entry) => entry.items === undefined && !entry.failed) ? (
        // One block until the lists arrive, so no list below moves as the others fill in.
        <LoadingBlock aria-busy="true">Loading the inventory…</LoadingBlock>
      ) : (
        <Grid>
          {categories.map(({ category, items, failed }) => (
            <FieldGroup key={category}>
              <legend>{category}</legend>
              {failed ? (
                <Waiting>Could not be loaded.</Waiting>
              ) : items === undefined ? (
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
                          // A visitor reads the ticks: the box says it cannot be changed, keeps its
                          // colour (a disabled box greys out its tick) and ignores clicks and Space.
                          aria-readonly={canEdit ? undefined : true}
                          onClick={canEdit ? undefined : (event) => event.preventDefault()}
                          disabled={canEdit && saving.includes(`${category}/${item.name}`)}
                          onChange={(event) => {
                            if (canEdit) onToggle(category, item.name, event.target.checked);
                          }}
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
