import { describe, expect, it } from 'vitest';
import { namesHoldingBody, namesMeeting } from './meeting-name.js';

describe('meeting and holding-body names', () => {
  it('tells a meeting from a book title', () => {
    expect(namesMeeting('EuroGP 2002: Proceedings of the 5th European Conference')).toBe(true);
    expect(namesMeeting('Elementary Particle Theory')).toBe(false);
  });
  it('reads a host named by the body that held the meeting as a proper name, capitals only', () => {
    // APA 7's Lanktree and Briere record: vancouver printed "American professional society on the abuse of children".
    expect(namesHoldingBody('American Professional Society on the Abuse of Children')).toBe(true);
    expect(namesHoldingBody('The society of mind')).toBe(false);
  });
});
