/**
 * The one cache of project profiles. Its rule: a profile is kept until the change bus names its
 * project, then the next request reads and compiles it again. Everything that writes a project
 * announces it on the bus (admin routes under /sources/:id through announceWrites, plan changes
 * and feed loads by announceChange); other nodes hear it through LISTEN, and the cluster's version
 * poll re-announces what a lost notification missed. There is no time-to-live.
 */
import type { Logger } from 'pino';
import type { Queryable } from '../../db/database';
import type { ChangeBus } from '../cluster';
import { compileProfile, type ProjectProfile } from './compile-profile';
import { type ProfileVersions, readProfileInputs } from './read-profile';

interface Slot {
  /** The read in flight, or the last one. */
  loading: Promise<ProjectProfile | undefined>;
  ready: ProjectProfile | undefined | null;
  /** The bus named the project since this read began: the next request reads again. */
  stale: boolean;
}

export function createProfiles(db: Queryable, log: Logger, bus: ChangeBus) {
  const slots = new Map<string, Slot>();

  function read(uuid: string, previous: Slot | undefined): Slot {
    const slot: Slot = { loading: Promise.resolve(undefined), ready: null, stale: false };
    const fresh = readProfileInputs(db, uuid).then((inputs) => (inputs ? compileProfile(inputs, log) : undefined));
    // While the database restarts, the profile read a moment ago keeps the project searchable.
    const fallback = previous?.ready;
    slot.loading = fallback ? fresh.catch(() => fallback) : fresh;
    slot.loading.then(
      (profile) => {
        slot.ready = profile;
        // An unknown id is not remembered: anyone can ask for any number of them.
        if (!profile && slots.get(uuid) === slot) slots.delete(uuid);
      },
      () => {
        if (slots.get(uuid) === slot) slots.delete(uuid);
      },
    );
    slots.set(uuid, slot);
    return slot;
  }

  const unsubscribe = bus.on(({ project }) => {
    const slot = slots.get(project);
    if (slot) slot.stale = true;
  });

  return {
    /** The project's profile; undefined when there is no such project. */
    get(uuid: string): ProjectProfile | undefined | Promise<ProjectProfile | undefined> {
      let slot = slots.get(uuid);
      if (!slot || slot.stale) slot = read(uuid, slot);
      return slot.ready !== null ? slot.ready : slot.loading;
    },
    /** Loaded profiles and the versions they were compiled from (the cluster's poll compares them with the database). */
    versions(): Map<string, ProfileVersions> {
      const versions = new Map<string, ProfileVersions>();
      for (const [uuid, slot] of slots) {
        if (slot.ready) versions.set(uuid, { settings: slot.ready.settingsVersion, catalog: slot.ready.catalogVersion });
      }
      return versions;
    },
    close: unsubscribe,
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
