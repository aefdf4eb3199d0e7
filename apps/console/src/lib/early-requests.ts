/** What index.html's first script leaves for the app (apps/console/build/route-preload.ts). */
interface EarlyProfile {
  token: string;
  response: Promise<Response>;
}

/**
 * The profile request index.html starts while the app's code downloads, for the token it was
 * made with: a signed-in page waits for the profile before it renders, so it need not wait for
 * the code first. Taken once; undefined when there is none or the token has changed since.
 */
export function takeEarlyProfile(token: string): Promise<Response> | undefined {
  const holder = window as { __vitrinaProfile?: EarlyProfile };
  const early = holder.__vitrinaProfile;
  delete holder.__vitrinaProfile;
  return early?.token === token ? early.response : undefined;
}
