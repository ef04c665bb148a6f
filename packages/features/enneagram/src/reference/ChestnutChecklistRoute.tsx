import { DataProvider } from '@portfolio/api-client';
import { LoadingIndicator, PageFrame, useDocumentTitle } from '@portfolio/ui';
import { ChestnutChecklist } from '@portfolio/ui/enneagram';
import { useMemo, useState } from 'react';
import { useEnneagramReference } from '../api/get-reference';
import { checklistItemKey, readChecklistTicks, storeChecklistTick } from './checklist-ticks';

/** enneagram/chestnut-checklist: nine groups of items; the ticks stay in this browser. */
export function ChestnutChecklistRoute() {
  return (
    <DataProvider>
      <ChestnutChecklistContainer />
    </DataProvider>
  );
}

function ChestnutChecklistContainer() {
  const reference = useEnneagramReference();
  const [ticks, setTicks] = useState(() => readChecklistTicks());
  useDocumentTitle('Chestnut Checklist');

  const groups = useMemo(() => {
    if (!reference.data) return undefined;
    const { types, checklist } = reference.data;
    return checklist.flatMap((group) => {
      const type = types.find((candidate) => candidate.type === group.e_type);
      if (!type) return [];
      return [
        {
          key: group.e_type,
          number: type.number,
          name: type.name,
          items: group.itemlist.map((entry) => ({
            key: checklistItemKey(group.e_type, entry.id),
            text: entry.item,
          })),
        },
      ];
    });
  }, [reference.data]);

  if (!groups) {
    return (
      <PageFrame>
        <LoadingIndicator label="Loading the checklist" />
      </PageFrame>
    );
  }
  return (
    <ChestnutChecklist
      groups={[...groups].sort((a, b) => a.number - b.number)}
      checked={ticks}
      onToggle={(key, checked) => setTicks(storeChecklistTick(key, checked))}
    />
  );
}
