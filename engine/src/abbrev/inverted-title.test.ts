import { describe, expect, it } from 'vitest';
import { runningOrder, runningOrderOf } from './inverted-title.js';

describe('runningOrder', () => {
  it('puts IEEE Xplore inverted journal names in running order', () => {
    expect(runningOrder('Systems, Man and Cybernetics, IEEE Transactions on')).toBe(
      'IEEE Transactions on Systems, Man and Cybernetics',
    );
    expect(runningOrder('Oceanic Engineering, IEEE Journal of')).toBe('IEEE Journal of Oceanic Engineering');
  });
  it('drops the meeting year Xplore puts inside a proceedings name', () => {
    expect(runningOrder('Decision and Control, 2001. Proceedings of the 40th IEEE Conference on')).toBe(
      'Proceedings of the 40th IEEE Conference on Decision and Control',
    );
    expect(runningOrder('Antennas and Propagation Society International Symposium, 2006 IEEE')).toBe(
      'IEEE Antennas and Propagation Society International Symposium',
    );
  });
  it('drops the acronym and year Xplore puts before the kind, and reads society and yearly forms', () => {
    expect(runningOrder('Robotics and Automation, 2009. ICRA ’09. IEEE International Conference on')).toBe(
      'IEEE International Conference on Robotics and Automation',
    );
    expect(runningOrder('American Control Conference, 2004. Proceedings of the 2004')).toBe(
      'Proceedings of the American Control Conference',
    );
    expect(runningOrder('Autonomous Underwater Vehicles (AUV), 2014 IEEE/OES')).toBe(
      'IEEE/OES Autonomous Underwater Vehicles (AUV)',
    );
  });
  it("drops Xplore's year and acronym after a name in running order", () => {
    expect(
      runningOrder('Proceedings 2006 IEEE International Conference on Robotics and Automation, 2006. ICRA 2006.'),
    ).toBe('Proceedings 2006 IEEE International Conference on Robotics and Automation');
    expect(runningOrder('OCEANS, 2005. Proceedings of MTS/IEEE')).toBe('Proceedings of MTS/IEEE OCEANS');
  });
  it('leaves names in running order alone', () => {
    for (const t of [
      'Journal of the History of Ideas',
      'Proceedings of the Royal Society of London',
      'Notes and Queries',
      'Physics, Chemistry and Mineralogy',
    ]) {
      expect(runningOrder(t)).toBe(t);
    }
    expect(runningOrderOf(undefined)).toBeUndefined();
  });
});
