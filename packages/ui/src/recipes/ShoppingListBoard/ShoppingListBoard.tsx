import { forwardRef, type HTMLAttributes, useLayoutEffect, useRef } from 'react';
import { ReactSortable } from 'react-sortablejs';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '../../base/Button';
import { FieldGroup } from '../../base/Card';
import { StatusText, type StatusTone } from '../../base/StatusText';

export interface ShoppingItem {
  /** Unique across categories: `{category}/{name}`. */
  id: string;
  name: string;
  category: string;
}

export type ShoppingListName = 'potential' | 'shopping';

export interface ShoppingListBoardProps {
  /** Every category of the inventory (Canned included: it appears only here). */
  categories: readonly string[];
  checked: readonly string[];
  potential: readonly ShoppingItem[];
  shopping: readonly ShoppingItem[];
  onToggleCategory: (category: string, checked: boolean) => void;
  /** A list's new order after a drag (react-sortablejs reports each list it changed). */
  onListChange: (list: ShoppingListName, items: ShoppingItem[]) => void;
  /** The keyboard way to do what a drag does: the item moves to the end of the other list. */
  onMove: (id: string, to: ShoppingListName) => void;
  onPrint: () => void;
  onRefresh: () => void;
  onClear: () => void;
  /** Categories whose items are being fetched. */
  loadingCategories?: readonly string[];
  status?: { text: string; tone: StatusTone };
}

const listLabels: Record<ShoppingListName, string> = {
  potential: 'Potential Needed Items',
  shopping: 'Shopping List',
};

// Printing shows the shopping list alone: the rest of the page (and the site) is hidden.
const PrintStyle = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    [data-print-area],
    [data-print-area] * {
      visibility: visible;
    }
    [data-print-area] {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
      border: none;
      box-shadow: none;
    }
    [data-print-area] button {
      display: none;
    }
    /* Element names outweigh the board's own class rules. */
    [data-print-area] ul.shopping-items,
    [data-print-area] li.shopping-item {
      border: none;
      background: none;
      padding: 0;
      min-height: 0;
    }
  }
`;

// Two columns on a phone (the 19 categories in ten short rows, so the lists start on the first
// screen), more as the width allows.
const Categories = styled(FieldGroup)`
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(9.5rem, 45%), 1fr));
    gap: 0 ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 32px;
    line-height: 1.2;
    cursor: pointer;
  }

  input {
    width: 18px;
    height: 18px;
  }
`;

const Lists = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(5)};

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const ListBox = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.125rem;
  }

  .shopping-items {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 120px;
    margin: 0;
    /* Room below the last item: a drop there adds to the end of the list. */
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(10)}`};
    border: 2px dashed ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    list-style: none;
    align-content: start;
  }

  .shopping-item {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1)} ${theme.space(1)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.page};
    cursor: grab;
  }

  .sortable-ghost {
    opacity: 0.4;
  }
`;

const ItemText = styled.span`
  display: grid;
  small {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

/** The arrow of a move button, pointing where the other list lies. */
const MoveArrow = styled.span`
  /* The arrow points where the other list lies: below or above while the lists are stacked,
     beside them from tablet width. */
  .beside {
    display: none;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    .beside {
      display: inline;
    }
    .stacked {
      display: none;
    }
  }
`;

const EmptyText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

// react-sortablejs passes only id, class and style to its element: the list's name comes through
// a tag component of our own.
const listTags = {
  potential: forwardRef<HTMLUListElement, HTMLAttributes<HTMLUListElement>>(
    function PotentialItems(props, ref) {
      return <ul ref={ref} aria-labelledby="potential-heading" {...props} />;
    },
  ),
  shopping: forwardRef<HTMLUListElement, HTMLAttributes<HTMLUListElement>>(
    function ShoppingItems(props, ref) {
      return <ul ref={ref} aria-labelledby="shopping-heading" {...props} />;
    },
  ),
};

// react-sortablejs adds its own fields (chosen, selected) to the items it hands back.
const plain = (items: ShoppingItem[]): ShoppingItem[] =>
  items.map(({ id, name, category }) => ({ id, name, category }));

/** Where focus goes once a move has been drawn: the next move button to press. */
interface FocusAfterMove {
  /** The item that moved, and the list it left. */
  id: string;
  from: ShoppingListName;
  /** Its place in the list it left. */
  index: number;
}

function ItemList({
  list,
  items,
  onListChange,
  onMove,
}: {
  list: ShoppingListName;
  items: readonly ShoppingItem[];
  onListChange: ShoppingListBoardProps['onListChange'];
  onMove: (id: string, to: ShoppingListName, index: number) => void;
}) {
  const other: ShoppingListName = list === 'potential' ? 'shopping' : 'potential';
  const emptyText =
    list === 'potential'
      ? 'Tick a category to see its items here.'
      : 'Drag items here, or use their arrow buttons.';
  return (
    <>
      {items.length === 0 && <EmptyText id={`${list}-empty`}>{emptyText}</EmptyText>}
      <ReactSortable
        tag={listTags[list]}
        id={`${list}-items`}
        className="shopping-items"
        list={items.map((item) => ({ ...item }))}
        setList={(next) => {
          const changed =
            next.length !== items.length || next.some((item, index) => item.id !== items[index]?.id);
          if (changed) onListChange(list, plain(next));
        }}
        group="shopping-list"
        animation={150}
        // Pointer events rather than the browser's drag and drop: the same on touch screens, and scriptable.
        forceFallback
      >
        {items.map((item, index) => (
          <li key={item.id} className="shopping-item" data-id={item.id}>
            <ItemText>
              <span>{item.name}</span>
              <small>{item.category}</small>
            </ItemText>
            <Button
              variant="secondary"
              compact
              aria-label={`Move ${item.name} to ${listLabels[other]}`}
              data-move={item.id}
              onClick={() => onMove(item.id, other, index)}
            >
              <MoveArrow aria-hidden="true">
                <span className="stacked">{list === 'potential' ? '↓' : '↑'}</span>
                <span className="beside">{list === 'potential' ? '→' : '←'}</span>
              </MoveArrow>
            </Button>
          </li>
        ))}
      </ReactSortable>
    </>
  );
}

/** The shopping list page's board: category ticks, the two lists items move between, and its buttons. */
export function ShoppingListBoard({
  categories,
  checked,
  potential,
  shopping,
  onToggleCategory,
  onListChange,
  onMove,
  onPrint,
  onRefresh,
  onClear,
  loadingCategories = [],
  status,
}: ShoppingListBoardProps) {
  const board = useRef<HTMLDivElement>(null);
  const focusAfterMove = useRef<FocusAfterMove | undefined>(undefined);
  const move = (id: string, to: ShoppingListName, index: number) => {
    focusAfterMove.current = { id, from: to === 'shopping' ? 'potential' : 'shopping', index };
    onMove(id, to);
  };
  // After a move with its button, focus stays where the next step is: the button of the item that
  // took the moved one's place in the list it left (or the one before, at the end), so a keyboard
  // can move item after item; when that list is now empty, the moved item in its new list.
  useLayoutEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending || !board.current) return;
    const left = pending.from === 'potential' ? potential : shopping;
    if (left.some((item) => item.id === pending.id)) return; // not drawn yet
    focusAfterMove.current = undefined;
    const next = left[Math.min(pending.index, left.length - 1)];
    const target = next?.id ?? pending.id;
    const button = [...board.current.querySelectorAll<HTMLButtonElement>('button[data-move]')].find(
      (candidate) => candidate.dataset.move === target,
    );
    button?.focus();
  }, [potential, shopping]);
  return (
    <div ref={board}>
      <PrintStyle />
      <Categories>
        <legend>Categories</legend>
        <ul>
          {categories.map((category) => (
            <li key={category}>
              <label>
                <input
                  type="checkbox"
                  checked={checked.includes(category)}
                  onChange={(event) => onToggleCategory(category, event.target.checked)}
                />
                {category}
                {loadingCategories.includes(category) && <span aria-label="loading">…</span>}
              </label>
            </li>
          ))}
        </ul>
      </Categories>
      <Lists>
        <ListBox>
          <h2 id="potential-heading">{listLabels.potential}</h2>
          <ItemList list="potential" items={potential} onListChange={onListChange} onMove={move} />
        </ListBox>
        <ListBox data-print-area>
          <h2 id="shopping-heading">{listLabels.shopping}</h2>
          <ItemList list="shopping" items={shopping} onListChange={onListChange} onMove={move} />
        </ListBox>
      </Lists>
      <Actions>
        <Button onClick={onPrint} disabled={shopping.length === 0}>
          Print Shopping List
        </Button>
        <Button variant="secondary" onClick={onRefresh}>
          Refresh List
        </Button>
        <Button variant="danger" onClick={onClear} disabled={shopping.length === 0}>
          Clear Shopping List
        </Button>
      </Actions>
      {status && (
        <div style={{ marginTop: 12 }}>
          <StatusText tone={status.tone}>{status.text}</StatusText>
        </div>
      )}
    </div>
  );
}
