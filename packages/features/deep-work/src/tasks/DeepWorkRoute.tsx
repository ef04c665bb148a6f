import { ApiRequestError, DataProvider, useOwnerSession } from '@portfolio/api-client';
import { siteAddresses } from '@portfolio/api-client/site';
import {
  addCalendarDays,
  type DeepWorkTask,
  localCalendarDay,
  maxDeepWorkEstimate,
  minDeepWorkBlockSeconds,
} from '@portfolio/contracts';
import { ConfirmRemoval, type StatusTone, useDocumentTitle } from '@portfolio/ui';
import {
  BlockLog,
  DayPlan,
  dayText,
  type DeepWorkAudience,
  DeepWorkPage,
  durationText,
  FocusTimer,
  focusTimerIds,
  startBlockButtonId,
  TaskForm,
  type TaskFormValues,
  type TaskStatus,
  WeekNav,
  WeeklyTallyChart,
  WeekTasks,
} from '@portfolio/ui/deep-work';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  useCreateTask,
  useDeepWorkDemoWeek,
  useDeepWorkWeek,
  useDeleteBlock,
  useDeleteTask,
  useEditTask,
  useRecordBlock,
  useUpdateTask,
} from '../api/deep-work-calls';
import {
  blockOf,
  elapsedMs,
  type FocusTimer as FocusTimerRecord,
  isBlockComplete,
  pauseTimer,
  readTimer,
  resumeTimer,
  startTimer,
  writeTimer,
} from './focus-timer';
import { demoWeekAsOf } from './demo-week-as-of';
import { blockSeconds, dayPlan, weeklyTally, weekStart } from './tally';
import { blockLog, type BlockLogRow, weekName } from './week-view';

export interface DeepWorkRouteProps {
  /** The clock (epoch milliseconds); `Date.now` when left out. Stories fix it. */
  now?: () => number;
}

/** /deep-work/tasks-home, a lazy route module. */
export function DeepWorkRoute({ now = Date.now }: DeepWorkRouteProps) {
  return (
    <DataProvider>
      <DeepWorkContainer now={now} />
    </DataProvider>
  );
}

const noStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

function browserStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    return window.localStorage;
  } catch {
    return noStorage;
  }
}

const messageOf = (error: unknown) =>
  error instanceof ApiRequestError ? error.error || error.message : String(error);

function DeepWorkContainer({ now }: { now: () => number }) {
  useDocumentTitle('Deep Work');
  // A write refused with 401 asks who is signed in (useApiMutation): the page turns to the
  // visitor's view with its sign-in link.
  const session = useOwnerSession();
  const audience: DeepWorkAudience =
    session.data === undefined ? 'checking' : session.data.owner ? 'owner' : 'visitor';
  const today = localCalendarDay(new Date(now()));
  const thisWeek = weekStart(today);
  const owner = audience === 'owner';
  // Today's plan and the timer always use today's week; the week part shows the week the owner
  // stepped to (a visitor's demo week is this week only).
  const [shownStart, setShownStart] = useState(thisWeek);
  const ownerWeek = useDeepWorkWeek(thisWeek, owner);
  const ownerShownWeek = useDeepWorkWeek(shownStart, owner, true);
  const demoWeek = useDeepWorkDemoWeek(thisWeek, audience === 'visitor');
  const demoToday = useMemo(
    () => demoWeek.data && demoWeekAsOf(demoWeek.data, today),
    [demoWeek.data, today],
  );
  const week = owner ? ownerWeek.data : audience === 'visitor' ? demoToday : undefined;
  const shown = owner ? ownerShownWeek.data : week;
  // While the next week loads the last one stays on screen: what is listed goes by the week it is.
  const shownWeekStart = shown?.start ?? thisWeek;
  const showingThisWeek = shownWeekStart === thisWeek;

  const createTask = useCreateTask();
  const updateTask = useUpdateTask();
  const editTask = useEditTask();
  const deleteTask = useDeleteTask();
  const recordBlock = useRecordBlock();
  const deleteBlock = useDeleteBlock();

  const [timer, setTimer] = useState<FocusTimerRecord | undefined>(() => readTimer(browserStorage()));
  const [, setTick] = useState(0);
  const [timerStatus, setTimerStatus] = useState<{ text: string; tone: StatusTone }>();
  const [removing, setRemoving] = useState<DeepWorkTask>();
  const [editing, setEditing] = useState<DeepWorkTask>();
  // The Edit button that opened the form gets the focus back when the form closes.
  const editOpener = useRef<HTMLElement | null>(null);
  const [removingBlock, setRemovingBlock] = useState<BlockLogRow>();
  const finishing = useRef(false);
  // Where the focus goes once the next render has drawn it (decision 111): the running block's
  // Finish button after Start; after Finish, the next block to start or the timer's status.
  const focusNext = useRef<{ after: 'start' } | { after: 'block'; taskId: string } | undefined>(undefined);

  const keepTimer = (next: FocusTimerRecord | undefined) => {
    setTimer(next);
    writeTimer(browserStorage(), next);
  };

  const finish = useCallback(
    async (running: FocusTimerRecord, pressed: boolean) => {
      if (finishing.current) return;
      // A block that ends by itself moves the focus only when it was on the timer's buttons, which
      // go: the owner typing in the form, or a page just opened, keeps its place.
      const active = document.activeElement;
      const focusWithTimer =
        pressed ||
        (active !== null && Boolean(document.getElementById(focusTimerIds.region)?.contains(active)));
      const ended = () => {
        if (focusWithTimer) focusNext.current = { after: 'block', taskId: running.taskId };
      };
      const body = blockOf(running, now());
      if (body.seconds < minDeepWorkBlockSeconds) {
        // Too short to be a done block (decision 102): the timer ends and nothing is counted.
        setTimer(undefined);
        writeTimer(browserStorage(), undefined);
        ended();
        setTimerStatus({
          text: `Nothing was recorded: a block counts as done from ${durationText(minDeepWorkBlockSeconds)}, and this one ran ${body.seconds} s.`,
          tone: 'info',
        });
        return;
      }
      finishing.current = true;
      try {
        const answer = await recordBlock.mutateAsync({ body });
        setTimer(undefined);
        writeTimer(browserStorage(), undefined);
        ended();
        setTimerStatus({ text: answer.msg, tone: 'success' });
      } catch (error) {
        // The timer stays (paused) so the block can be recorded again.
        const paused = pauseTimer(running, now());
        setTimer(paused);
        writeTimer(browserStorage(), paused);
        setTimerStatus({ text: `The block was not recorded: ${messageOf(error)}`, tone: 'error' });
      } finally {
        finishing.current = false;
      }
    },
    [now, recordBlock],
  );

  // A running block ticks once a second and records itself when its 30 minutes are up, also
  // when the page comes back after the block ended.
  const running = audience === 'owner' && timer !== undefined && timer.pausedAt === undefined;
  useEffect(() => {
    if (!running || !timer) return;
    const check = () => {
      if (isBlockComplete(timer, now())) void finish(timer, false);
    };
    // At once (a block that ended while the page was away), then every second.
    const first = setTimeout(check, 0);
    const interval = setInterval(() => {
      setTick((count) => count + 1);
      check();
    }, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [running, timer, now, finish]);

  // A task is found in today's week or in the week shown.
  const taskOf = (id: string) =>
    week?.tasks.find((task) => task.id === id) ?? shown?.tasks.find((task) => task.id === id);

  const changeTask = (task: DeepWorkTask, change: Partial<Pick<DeepWorkTask, 'status' | 'day'>>) => {
    const { id, ...body } = task;
    updateTask.mutate({ params: { id }, body: { ...body, ...change } });
  };
  const changeStatus = (task: DeepWorkTask, status: TaskStatus) => changeTask(task, { status });
  const moveTask = (id: string, day: string) => {
    const task = taskOf(id);
    if (task) changeTask(task, { day });
  };

  // One status line under the form: the last of planning, saving an edit and removing a task.
  const showOnly = (kept: { reset: () => void }) => {
    for (const write of [createTask, editTask, deleteTask]) if (write !== kept) write.reset();
  };

  const startEditing = (id: string) => {
    const task = taskOf(id);
    if (!task) return;
    editTask.reset();
    editOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(task);
  };

  useEffect(() => {
    if (editing || !editOpener.current) return;
    // Gone when the edit moved the task to another week.
    if (editOpener.current.isConnected) editOpener.current.focus();
    editOpener.current = null;
  }, [editing]);

  const saveEdit = (task: DeepWorkTask, values: TaskFormValues) => {
    showOnly(editTask);
    void editTask
      .save({ params: { id: task.id }, body: { ...values, status: task.status } })
      .then((saved) => {
        if (!saved) return;
        setEditing(undefined);
        // A block running on the task shows its new title.
        if (timer?.taskId === task.id) keepTimer({ ...timer, taskTitle: values.title });
      });
  };

  const startBlock = (id: string) => {
    const task = taskOf(id);
    if (!task || timer) return;
    setTimerStatus(undefined);
    keepTimer(startTimer(task, today, now()));
    focusNext.current = { after: 'start' };
    if (task.status === 'planned') changeStatus(task, 'in-progress');
  };

  const rows = week ? dayPlan(week.tasks, week.blocks, today) : [];

  useEffect(() => {
    const request = focusNext.current;
    if (!request) return;
    // After a block: another block on the same task if it is not done, else the next task not
    // done; with none left, the timer's status line (what was recorded).
    const next =
      request.after === 'block'
        ? (rows.find((row) => row.id === request.taskId && row.status !== 'done') ??
          rows.find((row) => row.status !== 'done'))
        : undefined;
    const target = document.getElementById(
      request.after === 'start'
        ? focusTimerIds.finish
        : next
          ? startBlockButtonId(next.id)
          : focusTimerIds.status,
    );
    // Drawn and usable (a Start button is enabled once the timer has ended).
    if (!target || (target instanceof HTMLButtonElement && target.disabled)) return;
    target.focus();
    focusNext.current = undefined;
  });
  const shownName = weekName(shownWeekStart, thisWeek);
  const blocks = shown ? blockLog(shown.blocks, [...(week?.tasks ?? []), ...shown.tasks]) : [];

  return (
    <>
      <DeepWorkPage
        homeHref={siteAddresses.landing}
        signInHref={siteAddresses.owner}
        audience={audience}
        loading={week === undefined}
        timer={
          owner && (
            <FocusTimer
              state={timer ? (timer.pausedAt === undefined ? 'running' : 'paused') : 'idle'}
              taskTitle={timer?.taskTitle}
              elapsedSeconds={timer ? Math.floor(elapsedMs(timer, now()) / 1000) : 0}
              blockSeconds={blockSeconds}
              status={timerStatus}
              onPause={() => timer && keepTimer(pauseTimer(timer, now()))}
              onResume={() => timer && keepTimer(resumeTimer(timer, now()))}
              onFinish={() => timer && void finish(timer, true)}
            />
          )
        }
        plan={
          <DayPlan
            heading={`Today’s plan`}
            rows={rows}
            editable={owner}
            blockRunning={timer !== undefined}
            onStartBlock={startBlock}
            onStatusChange={(id, status) => {
              const task = taskOf(id);
              if (task) changeStatus(task, status);
            }}
            onRemove={(id) => setRemoving(taskOf(id))}
            onEdit={startEditing}
            onMoveToTomorrow={(id) => moveTask(id, addCalendarDays(today, 1))}
          />
        }
        weekNav={
          owner ? (
            <WeekNav
              name={weekName(shownStart, thisWeek)}
              start={shownStart}
              onPrevious={() => setShownStart(addCalendarDays(shownStart, -7))}
              onNext={() => setShownStart(addCalendarDays(shownStart, 7))}
              onThisWeek={() => setShownStart(thisWeek)}
            />
          ) : (
            <WeekNav name="This week" start={thisWeek} />
          )
        }
        weekLoading={owner && ownerShownWeek.isPlaceholderData}
        week={
          shown && (
            <WeekTasks
              heading={showingThisWeek ? 'Other days this week' : 'Tasks of the week'}
              emptyText={
                showingThisWeek
                  ? 'Nothing planned on the other days of this week.'
                  : `Nothing planned ${shownName.toLowerCase()}.`
              }
              tasks={shown.tasks.filter((task) => task.day !== today)}
              today={today}
              editable={owner}
              onStatusChange={(id, status) => {
                const task = taskOf(id);
                if (task) changeStatus(task, status);
              }}
              onEdit={startEditing}
              onRemove={(id) => setRemoving(taskOf(id))}
              onMoveToToday={(id) => moveTask(id, today)}
            />
          )
        }
        chart={
          shown && (
            <WeeklyTallyChart
              heading="Deep work per day"
              days={weeklyTally(shown.blocks, shownWeekStart)}
              today={today}
            />
          )
        }
        blocks={
          shown && (
            <BlockLog
              blocks={blocks}
              editable={owner}
              status={deleteBlock.status}
              onRemove={(id) => setRemovingBlock(blocks.find((block) => block.id === id))}
            />
          )
        }
        form={
          owner &&
          (editing ? (
            <TaskForm
              key={editing.id}
              heading={`Edit “${editing.title}”`}
              submitLabel="Save task"
              defaultDay={today}
              initial={editing}
              maxEstimate={maxDeepWorkEstimate}
              status={editTask.status}
              saving={editTask.isPending}
              onCancel={() => setEditing(undefined)}
              onSubmit={(values) => saveEdit(editing, values)}
            />
          ) : (
            <TaskForm
              defaultDay={today}
              maxEstimate={maxDeepWorkEstimate}
              status={createTask.status ?? editTask.status ?? deleteTask.status}
              saving={createTask.isPending}
              onSubmit={(values) => {
                showOnly(createTask);
                createTask.mutate({ body: { ...values, status: 'planned' } });
              }}
            />
          ))
        }
      />
      <ConfirmRemoval
        item={removing}
        question={(task) => `Remove “${task.title}”?`}
        message="The task leaves the plan; the blocks already run on it stay counted."
        onClose={() => setRemoving(undefined)}
        onRemove={({ id }) => {
          if (editing?.id === id) setEditing(undefined);
          showOnly(deleteTask);
          deleteTask.mutate({ params: { id } });
        }}
      />
      <ConfirmRemoval
        item={removingBlock}
        question={() => 'Remove this block?'}
        message={(block) =>
          `${durationText(block.seconds)} of deep work${block.taskTitle ? ` on “${block.taskTitle}”` : ''}, ${dayText(
            block.day,
          )} at ${block.time}, leaves the tally.`
        }
        onClose={() => setRemovingBlock(undefined)}
        onRemove={({ id }) => deleteBlock.mutate({ params: { id } })}
      />
    </>
  );
}
