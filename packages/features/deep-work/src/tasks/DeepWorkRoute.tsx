import { ApiRequestError, DataProvider, useOwnerSession } from '@portfolio/api-client';
import { siteAddresses } from '@portfolio/api-client/site';
import {
  addCalendarDays,
  type DeepWorkTask,
  localCalendarDay,
  maxDeepWorkEstimate,
} from '@portfolio/contracts';
import { ConfirmDialog, type StatusTone, useDocumentTitle } from '@portfolio/ui';
import {
  DayPlan,
  type DeepWorkAudience,
  DeepWorkPage,
  FocusTimer,
  TaskForm,
  type TaskStatus,
  WeeklyTallyChart,
  WeekTasks,
} from '@portfolio/ui/deep-work';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  useCreateTask,
  useDeepWorkDemoWeek,
  useDeepWorkWeek,
  useDeleteTask,
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
import { blockSeconds, dayPlan, weeklyTally, weekStart } from './tally';

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
  const session = useOwnerSession();
  const audience: DeepWorkAudience =
    session.data === undefined ? 'checking' : session.data.owner ? 'owner' : 'visitor';
  const today = localCalendarDay(new Date(now()));
  const start = weekStart(today);
  const ownerWeek = useDeepWorkWeek(start, audience === 'owner');
  const demoWeek = useDeepWorkDemoWeek(start, audience === 'visitor');
  const week = audience === 'owner' ? ownerWeek.data : audience === 'visitor' ? demoWeek.data : undefined;

  const createTask = useCreateTask();
  const updateTask = useUpdateTask();
  const deleteTask = useDeleteTask();
  const recordBlock = useRecordBlock();

  const [timer, setTimer] = useState<FocusTimerRecord | undefined>(() => readTimer(browserStorage()));
  const [, setTick] = useState(0);
  const [timerStatus, setTimerStatus] = useState<{ text: string; tone: StatusTone }>();
  const [removing, setRemoving] = useState<DeepWorkTask>();
  const finishing = useRef(false);

  const keepTimer = (next: FocusTimerRecord | undefined) => {
    setTimer(next);
    writeTimer(browserStorage(), next);
  };

  const signedOut = useCallback(
    (error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 401) void session.refetch();
    },
    [session],
  );

  const finish = useCallback(
    async (running: FocusTimerRecord) => {
      if (finishing.current) return;
      finishing.current = true;
      try {
        const answer = await recordBlock.mutateAsync({ body: blockOf(running, now()) });
        setTimer(undefined);
        writeTimer(browserStorage(), undefined);
        setTimerStatus({ text: answer.msg, tone: 'success' });
      } catch (error) {
        signedOut(error);
        // The timer stays (paused) so the block can be recorded again.
        const paused = pauseTimer(running, now());
        setTimer(paused);
        writeTimer(browserStorage(), paused);
        setTimerStatus({ text: `The block was not recorded: ${messageOf(error)}`, tone: 'error' });
      } finally {
        finishing.current = false;
      }
    },
    [now, recordBlock, signedOut],
  );

  // A running block ticks once a second and records itself when its 30 minutes are up, also
  // when the page comes back after the block ended.
  const running = audience === 'owner' && timer !== undefined && timer.pausedAt === undefined;
  useEffect(() => {
    if (!running || !timer) return;
    const check = () => {
      if (isBlockComplete(timer, now())) void finish(timer);
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

  const taskOf = (id: string) => week?.tasks.find((task) => task.id === id);

  const changeStatus = (task: DeepWorkTask, status: TaskStatus) => {
    const { id, ...body } = task;
    updateTask.mutateAsync({ params: { id }, body: { ...body, status } }).catch(signedOut);
  };

  const startBlock = (id: string) => {
    const task = taskOf(id);
    if (!task || timer) return;
    setTimerStatus(undefined);
    keepTimer(startTimer(task, today, now()));
    if (task.status === 'planned') changeStatus(task, 'in-progress');
  };

  const owner = audience === 'owner';
  const rows = week ? dayPlan(week.tasks, week.blocks, today) : [];

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
              onFinish={() => timer && void finish(timer)}
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
            onMoveToTomorrow={(id) => {
              const task = taskOf(id);
              if (!task) return;
              const { id: taskId, ...body } = task;
              updateTask
                .mutateAsync({ params: { id: taskId }, body: { ...body, day: addCalendarDays(today, 1) } })
                .catch(signedOut);
            }}
          />
        }
        week={week && <WeekTasks tasks={week.tasks.filter((task) => task.day !== today)} />}
        chart={week && <WeeklyTallyChart days={weeklyTally(week.blocks, start)} today={today} />}
        form={
          owner && (
            <TaskForm
              defaultDay={today}
              maxEstimate={maxDeepWorkEstimate}
              status={createTask.status ?? deleteTask.status}
              saving={createTask.isPending}
              onSubmit={(values) => {
                deleteTask.reset();
                createTask.mutateAsync({ body: { ...values, status: 'planned' } }).catch(signedOut);
              }}
            />
          )
        }
      />
      {removing && (
        <ConfirmDialog
          title={`Remove “${removing.title}”?`}
          message="The task leaves the plan; the blocks already run on it stay counted."
          confirmLabel="Remove"
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => {
            const id = removing.id;
            setRemoving(undefined);
            createTask.reset();
            deleteTask.mutateAsync({ params: { id } }).catch(signedOut);
          }}
        />
      )}
    </>
  );
}
