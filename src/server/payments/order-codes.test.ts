// orderCode uniqueness (codes are the current timestamp): within a process under a frozen clock, and
// between two instances on one PostgreSQL database.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app';
import {
  createPostgresDatabase,
  createTestApp,
  describeEachDatabase,
  loadTestConfig,
  TEST_ORIGIN,
  type TestApp,
} from '../test/test-app';
import { createOrderTokens } from './order-token';
import { createSandboxProvider } from './providers/sandbox';
import { createPaymentService } from './service';

describeEachDatabase('order codes', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(() => testApp.close());

  it('stay unique and increasing when the clock stands still or goes back', async () => {
    let clock = 1_800_000_000_000;
    const service = createPaymentService({
      db: testApp.ctx.databases.main,
      provider: createSandboxProvider({ publicUrl: TEST_ORIGIN, checksumKey: 'k' }),
      orderTokens: createOrderTokens('order-token-test-secret'),
      publicUrl: TEST_ORIGIN,
      log: testApp.app.log,
      now: () => clock,
    });
    const create = () => service.createPayment({ amount: 1000, description: 'x', userId: null });
    const first = await Promise.all(Array.from({ length: 10 }, create));
    clock -= 60_000;
    const afterClockWentBack = await create();
    const codes = [...first.map((answer) => answer.orderCode), afterClockWentBack.orderCode];
    expect(new Set(codes).size).toBe(11);
    expect(Math.min(...codes)).toBe(1_800_000_000_000);
    expect(afterClockWentBack.orderCode).toBe(1_800_000_000_010);
    expect(codes.every((code) => code <= Number.MAX_SAFE_INTEGER)).toBe(true);
  });

  it('skip codes another instance took, even under a frozen clock', async () => {
    const clock = 1_900_000_000_000;
    const make = () =>
      createPaymentService({
        db: testApp.ctx.databases.main,
        provider: createSandboxProvider({ publicUrl: TEST_ORIGIN, checksumKey: 'k' }),
        orderTokens: createOrderTokens('order-token-test-secret'),
        publicUrl: TEST_ORIGIN,
        log: testApp.app.log,
        now: () => clock,
      });
    const [a, b] = [make(), make()];
    const create = (service: ReturnType<typeof make>) =>
      service.createPayment({ amount: 1000, description: 'x', userId: null });
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => create(a)),
      ...Array.from({ length: 8 }, () => create(b)),
    ]);
    expect(new Set(answers.map((answer) => answer.orderCode)).size).toBe(16);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('order codes across two instances [postgres]', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let instances: BuiltApp[] = [];
  let dataDir: string;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'orders-test-'));
    const config = loadTestConfig(dataDir, { DATABASE_URL: database.url, PAYMENT_RATE_LIMIT: '1000' });
    instances = [await buildApp(config, { serveWeb: false }), await buildApp(config, { serveWeb: false })];
    await Promise.all(instances.map((instance) => instance.app.ready()));
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.app.close()));
    await waitForBackendsToExit(database.url);
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('gives 2 × 15 concurrent creates 30 different codes', async () => {
    const create = (instance: BuiltApp) =>
      instance.app.inject({
        method: 'POST',
        url: '/api/v4/payments',
        payload: { amount: 1000 },
        headers: { origin: TEST_ORIGIN },
      });
    const responses = await Promise.all(
      instances.flatMap((instance) => Array.from({ length: 15 }, () => create(instance))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(30).fill(200));
    expect(new Set(responses.map((response) => response.json().orderCode)).size).toBe(30);
  });
});

/**
 * pool.end() returns once the clients said goodbye, before PostgreSQL's backends have gone; dropping the
 * database WITH (FORCE) then kills them and their clients report an error nobody listens to any more.
 */
async function waitForBackendsToExit(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { rows } = await admin.query<{ count: string }>(
        'SELECT count(*) FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]?.count === '0') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await admin.end();
  }
}
