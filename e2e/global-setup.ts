import { startServer, type RunningServer } from './server';

/** One server per brand for the whole run; specs that change server state start their own. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const servers: RunningServer[] = [];
  for (const brand of ['jade', 'pearl', 'amber']) {
    const s = await startServer(brand);
    servers.push(s);
    process.env[`E2E_URL_${brand.toUpperCase()}`] = s.url;
    process.env[`E2E_DATA_${brand.toUpperCase()}`] = s.dataDir;
  }
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
