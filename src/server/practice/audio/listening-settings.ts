// A signed-in learner's listening settings: one row, defaults until the first change.
import { eq, sql } from 'drizzle-orm';
import type { PracticeDb } from '../../db/connect';
import { listeningSettings } from '../../db/practice-schema';
import { LISTENING } from '../../../shared/constants';
import { ZListeningSettings, type TListeningSettings } from '../../../shared/practice/contract';

export async function readListeningSettings(db: PracticeDb, userId: string): Promise<TListeningSettings> {
  const [row] = await db
    .select({ speed: listeningSettings.speed, repeat: listeningSettings.repeat, accent: listeningSettings.accent })
    .from(listeningSettings)
    .where(eq(listeningSettings.userId, userId));
  // A row written by an older version with values since removed reads as the defaults.
  const parsed = ZListeningSettings.safeParse(row);
  return parsed.success ? parsed.data : { ...LISTENING.defaults };
}

export async function writeListeningSettings(
  db: PracticeDb,
  userId: string,
  settings: TListeningSettings,
): Promise<TListeningSettings> {
  const values = { speed: settings.speed, repeat: settings.repeat, accent: settings.accent };
  await db
    .insert(listeningSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: listeningSettings.userId, set: { ...values, updatedAt: sql`now()` } });
  return values;
}
