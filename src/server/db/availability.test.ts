import { describe, expect, it } from 'vitest';
import { createDatabaseAvailability, isDatabaseUnavailableError } from './availability';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('which errors mean the database cannot be reached', () => {
  it('knows socket errors, PostgreSQL shutdown and connection SQLSTATEs, and node-postgres messages', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
    ]) {
      expect(isDatabaseUnavailableError(error), error.message).toBe(true);
    }
  });

  it('looks through wrapping errors (Drizzle, better-auth)', () => {
    const wrapped = new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') });
    expect(isDatabaseUnavailableError(new Error('outer', { cause: wrapped }))).toBe(true);
  });

  it('leaves every other error alone: bad SQL, constraint violations, our own errors', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation does not exist'),
      withCode('FILE_NOT_FOUND'),
      new Error('something else'),
      'ECONNREFUSED',
      null,
    ]) {
      expect(isDatabaseUnavailableError(error)).toBe(false);
    }
  });
});

describe('database availability', () => {
  function setup() {
    let answers = true;
    let probes = 0;
    const changes: boolean[] = [];
    const availability = createDatabaseAvailability({
      probe: async () => {
        probes += 1;
        if (!answers) throw withCode('ECONNREFUSED');
      },
      onChange: (available) => changes.push(available),
      intervalMs: 10,
    });
    return {
      availability,
      changes,
      probes: () => probes,
      setAnswers: (value: boolean) => (answers = value),
    };
  }

  it('stays available when a connection was lost but the database answers the probe', async () => {
    const { availability, changes, probes } = setup();
    availability.reportFailure(withCode('57P01'));
    await expect.poll(probes).toBe(1);
    expect(availability.isAvailable()).toBe(true);
    expect(changes).toEqual([]);
  });

  it('is unavailable while the probe fails and available again once it answers, probing on its own', async () => {
    const { availability, changes, probes, setAnswers } = setup();
    setAnswers(false);
    availability.reportFailure(withCode('ECONNREFUSED'));
    await expect.poll(() => availability.isAvailable()).toBe(false);
    await expect.poll(probes).toBeGreaterThan(2);
    setAnswers(true);
    await expect.poll(() => availability.isAvailable()).toBe(true);
    expect(changes).toEqual([false, true]);
    const probesWhenBack = probes();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(probes()).toBe(probesWhenBack);
    availability.close();
  });

  it('keeps probing after a failed check (the readiness probe), with no request reporting a failure', async () => {
    const { availability, changes, setAnswers } = setup();
    setAnswers(false);
    expect(await availability.check()).toBe(false);
    expect(availability.isAvailable()).toBe(false);
    setAnswers(true);
    // API requests are refused while unavailable, so none would report anything: the probe alone notices.
    await expect.poll(() => availability.isAvailable()).toBe(true);
    expect(changes).toEqual([false, true]);
    availability.close();
  });

  it('ignores failures that are not about the database', async () => {
    const { availability, probes } = setup();
    availability.reportFailure(new Error('bad input'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(probes()).toBe(0);
  });
});
