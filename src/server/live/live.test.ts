// GET /api/v4/events: a listener learns only what it could read through the API. No event
// names a user; a private file's changes reach its owner alone; `concernsMe` tells the owner and the user
// who acted that their own lists changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLiveEvent, type TLiveEvent } from '../../shared/live';
import { LIVE_ERRORS } from '../../shared/live-messages';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';
import { createTestFile, sessionCookieOf, signUpUser, type SignedInUser } from '../test/users-and-files';
import type { CollectionChange } from './event-bus';
import { presentChange, presentCollectionChange } from './present';

/** An open event stream that keeps everything it receives. */
class Listener {
  readonly raw: string[] = [];
  readonly events: TLiveEvent[] = [];
  private readonly controller = new AbortController();
  private notify = () => {};

  static async open(baseUrl: string, cookie?: string): Promise<Listener> {
    const listener = new Listener();
    const response = await fetch(`${baseUrl}/api/v4/events`, {
      headers: cookie ? { cookie } : {},
      signal: listener.controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    // The stream is subscribed once its first bytes (the retry line) arrive.
    const first = await reader.read();
    listener.take(new TextDecoder().decode(first.value));
    void listener.readOn(reader);
    return listener;
  }

  private async readOn(reader: ReadableStreamDefaultReader<Uint8Array>) {
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        this.take(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Closed by the test.
    }
  }

  private buffer = '';
  private take(text: string) {
    this.raw.push(text);
    this.buffer += text;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (data) {
        const event: unknown = JSON.parse(data);
        expect(isLiveEvent(event)).toBe(true);
        this.events.push(event as TLiveEvent);
      }
    }
    this.notify();
  }

  /** Resolves once an event about `fileId` of `type` arrived (events arrive in publishing order). */
  async waitFor(fileId: string, type: TLiveEvent['type']): Promise<TLiveEvent> {
    for (;;) {
      const found = this.events.find((event) => event.fileId === fileId && event.type === type);
      if (found) return found;
      await new Promise<void>((resolve) => (this.notify = resolve));
    }
  }

  close() {
    this.controller.abort();
  }
}

describe('presentChange', () => {
  const change = { type: 'file.counters', fileId: 'f', ownerId: 'owner', actorId: 'actor', isPublic: true } as const;

  it('tells each listener only whether the change concerns it', () => {
    expect(presentChange(change, null)).toEqual({ type: 'file.counters', fileId: 'f', concernsMe: false });
    expect(presentChange(change, 'someone')).toEqual({ type: 'file.counters', fileId: 'f', concernsMe: false });
    expect(presentChange(change, 'owner')).toEqual({ type: 'file.counters', fileId: 'f', concernsMe: true });
    expect(presentChange(change, 'actor')).toEqual({ type: 'file.counters', fileId: 'f', concernsMe: true });
  });

  it("sends a private file's changes to its owner only", () => {
    const hidden = { ...change, actorId: 'owner', isPublic: false };
    expect(presentChange(hidden, null)).toBeNull();
    expect(presentChange(hidden, 'someone')).toBeNull();
    expect(presentChange(hidden, 'owner')).toEqual({ type: 'file.counters', fileId: 'f', concernsMe: true });
  });
});

describeEachDatabase('live events', (kind) => {
  let testApp: TestApp;
  let baseUrl: string;
  let owner: SignedInUser;
  let actor: SignedInUser;
  let bystander: SignedInUser;
  const listeners: Listener[] = [];

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    owner = await signUpUser(testApp.app, 'Chủ File');
    actor = await signUpUser(testApp.app, 'Người Lưu');
    bystander = await signUpUser(testApp.app, 'Người Xem');
  });
  afterAll(async () => {
    for (const listener of listeners) listener.close();
    await testApp.close();
  });

  const open = async (user?: SignedInUser) => {
    const listener = await Listener.open(baseUrl, user ? await sessionCookieOf(testApp.app, user) : undefined);
    listeners.push(listener);
    return listener;
  };

  it("never sends another user's id, and tells the owner and the actor that the change concerns them", async () => {
    const file = await createTestFile(owner.client, { name: 'cong-khai.txt' });
    const [anonymous, ofBystander, ofActor, ofOwner] = [
      await open(),
      await open(bystander),
      await open(actor),
      await open(owner),
    ];

    const saved = await actor.client.request({
      method: 'PUT',
      url: `/api/v4/files/${file.id}/save`,
      payload: { saved: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(await anonymous.waitFor(file.id, 'file.counters')).toEqual({
      type: 'file.counters',
      fileId: file.id,
      concernsMe: false,
    });
    expect((await ofBystander.waitFor(file.id, 'file.counters')).concernsMe).toBe(false);
    expect((await ofActor.waitFor(file.id, 'file.counters')).concernsMe).toBe(true);
    expect((await ofOwner.waitFor(file.id, 'file.counters')).concernsMe).toBe(true);

    for (const listener of [anonymous, ofBystander, ofActor, ofOwner]) {
      const text = listener.raw.join('');
      expect(text).not.toContain(actor.id);
      expect(text).not.toContain(owner.id);
    }
  });

  it("sends a private file's changes to its owner's listeners only", async () => {
    // Opened first: the public events of the file's creation and of turning private reach it, and once
    // they have, listeners opened afterwards can no longer receive them (PostgreSQL delivers them late).
    const probe = await open(owner);
    const hidden = await createTestFile(owner.client, { name: 'rieng-tu.txt' });
    const made = await owner.client.request({
      method: 'PATCH',
      url: `/api/v4/files/${hidden.id}`,
      payload: { isPublic: false },
    });
    expect(made.statusCode).toBe(200);
    await probe.waitFor(hidden.id, 'file.updated');
    const [anonymous, ofBystander, ofOwner] = [await open(), await open(bystander), await open(owner)];

    expect((await owner.client.request({ method: 'POST', url: `/api/v4/files/${hidden.id}/views` })).statusCode).toBe(
      200,
    );
    // A public change published afterwards: once it arrived, the private one would have arrived before it.
    const later = await createTestFile(owner.client, { name: 'sau.txt' });
    for (const listener of [anonymous, ofBystander]) {
      await listener.waitFor(later.id, 'file.created');
      expect(listener.events.filter((event) => event.fileId === hidden.id)).toEqual([]);
    }
    expect(await ofOwner.waitFor(hidden.id, 'file.counters')).toEqual({
      type: 'file.counters',
      fileId: hidden.id,
      concernsMe: true,
    });
  });
});

describeEachDatabase('how many event streams one account and one address may hold', (kind) => {
  let testApp: TestApp;
  let baseUrl: string;
  let learner: SignedInUser;
  const controllers: AbortController[] = [];

  beforeAll(async () => {
    // Behind a proxy, so that each test's streams come from addresses of its own.
    testApp = await createTestApp(kind, {
      TRUST_PROXY: 'true',
      LIVE_STREAMS_PER_ACCOUNT: '2',
      LIVE_STREAMS_PER_ADDRESS: '3',
    });
    baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    learner = await signUpUser(testApp.app, 'Nhiều Thẻ');
  });
  afterAll(async () => {
    for (const controller of controllers) controller.abort();
    await testApp.close();
  });

  /** Opens a stream; an open one is read up to its first line, a refused one answers its body. */
  async function openStream(address: string, cookie?: string) {
    const controller = new AbortController();
    controllers.push(controller);
    const response = await fetch(`${baseUrl}/api/v4/events`, {
      headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
      signal: controller.signal,
    });
    if (response.status !== 200)
      return { status: response.status, body: (await response.json()) as unknown, close() {} };
    await response.body!.getReader().read();
    return { status: 200, body: null, close: () => controller.abort() };
  }

  it('refuses a stream past the limit of the address with 429 in the catalogue shape', async () => {
    const opened = [];
    for (let index = 0; index < 3; index += 1) opened.push(await openStream('198.51.100.1'));
    expect(opened.map((stream) => stream.status)).toEqual([200, 200, 200]);
    const refused = await openStream('198.51.100.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(LIVE_ERRORS.tooManyStreams);
    // Another address is not concerned.
    expect((await openStream('198.51.100.2')).status).toBe(200);
    // A closed stream gives its place back.
    opened[0]!.close();
    await expect.poll(async () => (await openStream('198.51.100.1')).status).toBe(200);
  });

  it('counts the addresses of one IPv6 network (/64) as one address', async () => {
    for (const host of ['1', '2', '3']) expect((await openStream(`2001:db8:7:8::${host}`)).status).toBe(200);
    expect((await openStream('2001:db8:7:8:ffff:1:2:3')).status).toBe(429);
    expect((await openStream('2001:db8:7:9::1')).status).toBe(200);
  });

  it('refuses a stream past the limit of the account, whatever the address', async () => {
    const cookie = await sessionCookieOf(testApp.app, learner);
    expect((await openStream('198.51.100.11', cookie)).status).toBe(200);
    expect((await openStream('198.51.100.12', cookie)).status).toBe(200);
    const refused = await openStream('198.51.100.13', cookie);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(LIVE_ERRORS.tooManyStreams);
    // A visitor at that address is not concerned.
    expect((await openStream('198.51.100.13')).status).toBe(200);
  });
});

describe('presentCollectionChange', () => {
  const change: CollectionChange = { collectionId: 'c', ownerId: 'owner', isPublic: false };
  it('tells the owner of a private collection, and everyone of a public one', () => {
    expect(presentCollectionChange(change, 'owner')).toEqual({ type: 'collection.changed', collectionId: 'c' });
    expect(presentCollectionChange(change, 'other')).toBeNull();
    expect(presentCollectionChange(change, null)).toBeNull();
    expect(presentCollectionChange({ ...change, isPublic: true }, null)).toEqual({
      type: 'collection.changed',
      collectionId: 'c',
    });
  });
});
