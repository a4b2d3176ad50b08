import { describe, expect, it } from 'vitest';
import { currentToast, dismissAllToasts, toast } from './toast';

describe('toast', () => {
  it('shows one toast at a time: a new one replaces the one shown', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'Newest wins', variant: 'destructive' });
    expect(currentToast()).toMatchObject({
      title: 'Second',
      description: 'Newest wins',
      variant: 'destructive',
      open: true,
    });
  });

  it('dismiss closes the shown toast; an older handle no longer closes a newer toast', () => {
    const old = toast({ title: 'Old' });
    toast({ title: 'New' });
    old.dismiss();
    expect(currentToast()).toMatchObject({ title: 'New', open: true });
    dismissAllToasts();
    expect(currentToast()).toMatchObject({ title: 'New', open: false });
  });
});
