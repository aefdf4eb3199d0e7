import fs from 'node:fs';
import path from 'node:path';

interface RoutesReport {
  routes: { path: string; files: string[] }[];
}

/**
 * The stylesheets of each console route beyond the entry's, from the build's dist/.vite/routes.json
 * (apps/console/build/route-preload.ts). A rendered page links them in its head, after the entry's
 * stylesheet (which declares Mantine's cascade layers first): in the browser they would come only
 * with the route's code, and the rendered markup would show unstyled until then.
 */
export function routeStylesheets(consoleDir: string): (pagePath: string) => string[] {
  let report: RoutesReport;
  try {
    report = JSON.parse(fs.readFileSync(path.join(consoleDir, '.vite/routes.json'), 'utf8')) as RoutesReport;
  } catch {
    return () => [];
  }
  const routes = report.routes.map((route) => ({
    pattern: new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`),
    stylesheets: route.files.filter((file) => file.endsWith('.css')).map((file) => `/${file}`),
  }));
  return (pagePath) => routes.find((route) => route.pattern.test(pagePath))?.stylesheets ?? [];
}
