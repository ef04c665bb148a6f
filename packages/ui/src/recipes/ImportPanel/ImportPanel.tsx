import styled, { css } from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { Button } from '../../base/Button';
import { StatusText, type StatusTone } from '../../base/StatusText';

export interface ImportButtonState {
  /** The data is already loaded: the button starts disabled, in red (spec §4). */
  exists: boolean;
  /** Clicked once on this visit: disabled from then on (spec §4). */
  clicked: boolean;
}

export interface ImportPanelProps {
  /** `undefined` while the page asks what is loaded. */
  recipes: ImportButtonState | undefined;
  inventory: ImportButtonState | undefined;
  canImport: boolean;
  signInHref: string;
  onImportRecipes: () => void;
  onImportInventory: () => void;
  /** The status message line: 'Completed Successfully', or the failure in red. */
  status?: { text: string; tone: StatusTone; detail?: string };
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
`;

const ImportButton = styled(Button)<{ $exists: boolean }>`
  min-width: 200px;
  ${({ $exists, theme }) =>
    $exists &&
    css`
      &:disabled {
        opacity: 1;
        background: ${theme.colors.dangerSurface};
        color: ${theme.colors.danger};
        border-color: ${theme.colors.danger};
      }
    `}
`;

const StatusLine = styled.div`
  min-height: 44px;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** The import page: load the factory recipes and inventory, with the status message line. */
export function ImportPanel({
  recipes,
  inventory,
  canImport,
  signInHref,
  onImportRecipes,
  onImportInventory,
  status,
}: ImportPanelProps) {
  const disabled = (state: ImportButtonState | undefined) =>
    !canImport || state === undefined || state.exists || state.clicked;
  return (
    <div>
      <Note>
        The factory data is the collection written for this site. A button is red and disabled when its data
        is already loaded.
      </Note>
      {!canImport && (
        <StatusText tone="info" aria-label="Owner only">
          Importing is for the owner. <AppLink href={signInHref}>Sign in as the owner</AppLink>.
        </StatusText>
      )}
      <Row>
        <ImportButton
          $exists={recipes?.exists ?? false}
          disabled={disabled(recipes)}
          onClick={onImportRecipes}
          aria-describedby={recipes?.exists ? 'recipes-exist' : undefined}
        >
          Import Recipes
        </ImportButton>
        <ImportButton
          $exists={inventory?.exists ?? false}
          disabled={disabled(inventory)}
          onClick={onImportInventory}
          aria-describedby={inventory?.exists ? 'inventory-exists' : undefined}
        >
          Import Inventory
        </ImportButton>
      </Row>
      {recipes?.exists && <Note id="recipes-exist">Recipes are already loaded.</Note>}
      {inventory?.exists && <Note id="inventory-exists">The inventory is already loaded.</Note>}
      <StatusLine>
        {status && (
          <StatusText tone={status.tone}>
            {status.text}
            {status.detail ? ` (${status.detail})` : ''}
          </StatusText>
        )}
      </StatusLine>
    </div>
  );
}
