import { create } from 'zustand';

/**
 * How the teacher wants the mini-widgets shown (issue 19: they must never be in the way):
 * folded to one small button, and which runs she closed. Only for this visit of the app: after
 * a reload the widgets show again, which is the safe side for a timer that is still running.
 */
interface MiniWidgetView {
  minimised: boolean;
  /** `runKey`s of closed widgets; a new start of the same timer has a new key and shows again. */
  closed: string[];
  setMinimised: (minimised: boolean) => void;
  close: (runKey: string) => void;
}

export const useMiniWidgetView = create<MiniWidgetView>()((set) => ({
  minimised: false,
  closed: [],
  setMinimised: (minimised) => set({ minimised }),
  close: (runKey) => set((s) => ({ closed: [...s.closed, runKey] })),
}));

/** Identifies one run of a timer: which timer, and the clock time of its last start. */
export const runKey = (timer: string, startedAt: number | null | undefined) => `${timer}@${startedAt ?? 0}`;
