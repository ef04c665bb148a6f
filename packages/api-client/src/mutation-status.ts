import type { NormalizedHttpError } from './http-error';

/**
 * Which of the spec's write behaviours a mutation has (part 1 §7-§8):
 * - `post`: a POST whose answer's `msg` becomes the status text,
 * - `put-update`: the same for a PUT; a failure also raises a browser alert,
 * - `import`: a POST of an empty object that ends with 'Completed Successfully'.
 */
export type MutationKind = 'post' | 'put-update' | 'import';

export type MutationTone = 'info' | 'success' | 'error';

/** The status line a page shows under a write: the error tone is the spec's red text. */
export interface MutationStatus {
  text: string;
  tone: MutationTone;
  /** For an import: the server's own `msg`, kept beside the completion text. */
  detail?: string;
}

export const completedText = 'Completed Successfully';

const pendingText: Record<MutationKind, string> = {
  post: 'Sending…',
  'put-update': 'Saving…',
  import: 'Importing…',
};

export interface MutationState {
  status: 'idle' | 'pending' | 'success' | 'error';
  data?: unknown;
  error?: NormalizedHttpError | null;
}

function readMsg(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'msg' in data && typeof data.msg === 'string') return data.msg;
  return undefined;
}

/** The status text for a mutation's state; `undefined` before it first runs. */
export function describeMutationStatus(kind: MutationKind, state: MutationState): MutationStatus | undefined {
  switch (state.status) {
    case 'idle':
      return undefined;
    case 'pending':
      return { text: pendingText[kind], tone: 'info' };
    case 'success': {
      const msg = readMsg(state.data);
      if (kind === 'import') return { text: completedText, tone: 'success', ...(msg ? { detail: msg } : {}) };
      return { text: msg ?? completedText, tone: 'success' };
    }
    case 'error':
      return { text: state.error?.error || state.error?.message || 'Unknown Error', tone: 'error' };
  }
}
