import { describe, expect, it } from 'vitest';
import { lockoutSeconds, waitMinutesText } from '../../../api/auth/rate-limit';

// The lockout rule shared by the admin's address and device limits and the players' sign-in limits, by hand:
// 5 failures in any 15 minutes lock the key until the oldest of the last five leaves the window.
const s = 1000;

describe('the sign-in lockout rule', () => {
  it('four failures in the window: try now', () => {
    expect(lockoutSeconds([0, 60 * s, 120 * s, 180 * s], 200 * s)).toBe(0);
  });

  it('five failures: locked until the oldest is 15 minutes old', () => {
    // freed at 0 + 900 s; now 300 s: 600 s to wait.
    expect(lockoutSeconds([0, 60 * s, 120 * s, 180 * s, 240 * s], 300 * s)).toBe(600);
  });

  it('six failures: the oldest of the last five counts', () => {
    // last five start at 10 s: freed at 910 s; now 100 s: 810 s.
    expect(lockoutSeconds([0, 10 * s, 20 * s, 30 * s, 40 * s, 50 * s], 100 * s)).toBe(810);
  });

  it('a wait is rounded up to the second, and at least 1', () => {
    expect(lockoutSeconds([0, 1, 2, 3, 4], 900 * s - 1)).toBe(1);
    expect(lockoutSeconds([0, 1, 2, 3, 4], 899 * s + 1)).toBe(1);
    expect(lockoutSeconds([0, 1, 2, 3, 4], 898 * s + 1)).toBe(2);
  });

  it('the refusal says the wait in whole minutes, rounded up', () => {
    expect(waitMinutesText(600)).toBe('10 minutes');
    expect(waitMinutesText(61)).toBe('2 minutes');
    expect(waitMinutesText(1)).toBe('1 minute');
  });
});
