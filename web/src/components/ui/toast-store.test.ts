import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAllToasts, getToasts, toast } from './toast-store';

describe('toast store', () => {
  afterEach(() => {
    vi.useFakeTimers();
    dismissAllToasts();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('keeps at most one toast: a new one replaces the visible one', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'Newest wins', variant: 'destructive' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Second', description: 'Newest wins', variant: 'destructive', open: true });
  });

  it('dismiss closes the toast, then removes it after the exit animation', () => {
    vi.useFakeTimers();
    const { dismiss } = toast({ title: 'Bye' });
    dismiss();
    expect(getToasts()[0]).toMatchObject({ title: 'Bye', open: false });
    vi.advanceTimersByTime(400);
    expect(getToasts()).toHaveLength(0);
  });
});
