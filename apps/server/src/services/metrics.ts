import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DialectName } from '../db/connection';
import { MINOR_PER_MAJOR } from './wallet/money';
import type { LedgerMovement } from './wallet/movements';
import type { VitalsBeacon, VitalsMetric } from '@site/contract';

/** What one app instance exposes at /metrics: its own Registry (tests build many apps in one process). */
export interface SiteMetrics {
  registry: Registry;
  /** One finished request: the route pattern (never the raw URL), method and status. */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /** One committed ledger row. */
  recordLedger(movement: LedgerMovement): void;
  /** One accepted beacon of players' own figures (issue 22): its route label is already bounded (vitalsRouteLabel). */
  recordVitals(beacon: VitalsBeacon, routeLabel: string): void;
}

export interface MetricsOptions {
  dialect: DialectName;
  /** PostgreSQL's pool; SQLite has one connection. */
  pool?: pg.Pool | undefined;
}

export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

export function createMetrics(options: MetricsOptions): SiteMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const responses = new Counter({
    name: 'http_responses_total',
    help: 'Responses sent, by HTTP status',
    labelNames: ['status'] as const,
    registers,
  });
  const movements = new Counter({
    name: 'ledger_movements_total',
    help: 'Committed ledger rows, by kind, currency and wallet (main or a game wallet)',
    labelNames: ['kind', 'currency', 'wallet'] as const,
    registers,
  });
  const amounts = new Counter({
    name: 'ledger_movement_amount_total',
    help: 'Absolute amount of the committed ledger rows in major units of the wallet (game wallets: their points), by kind, currency and wallet',
    labelNames: ['kind', 'currency', 'wallet'] as const,
    registers,
  });

  // Players' own figures: a histogram per metric by route pattern (SITE_ROUTES or "other") and device class
  // (3): bounded label sets, whatever the beacons say. Buckets around web.dev's good / poor thresholds.
  const vitals: Record<VitalsMetric, { histogram: Histogram<'route' | 'device'>; scale: number }> = {
    LCP: {
      histogram: new Histogram({
        name: 'web_vitals_lcp_seconds',
        help: "Largest Contentful Paint in players' browsers (sampled), by route pattern and device class",
        labelNames: ['route', 'device'] as const,
        buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20],
        registers,
      }),
      scale: 1 / 1000,
    },
    INP: {
      histogram: new Histogram({
        name: 'web_vitals_inp_seconds',
        help: "Interaction to Next Paint in players' browsers (sampled), by route pattern and device class",
        labelNames: ['route', 'device'] as const,
        buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2, 5],
        registers,
      }),
      scale: 1 / 1000,
    },
    CLS: {
      histogram: new Histogram({
        name: 'web_vitals_cls',
        help: "Cumulative Layout Shift in players' browsers (sampled), by route pattern and device class",
        labelNames: ['route', 'device'] as const,
        buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
        registers,
      }),
      scale: 1,
    },
  };
  const beacons = new Counter({
    name: 'web_vitals_beacons_total',
    help: "Accepted beacons of players' own figures, by navigation type",
    labelNames: ['navigation'] as const,
    registers,
  });

  const pool = options.pool;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections held by this process (SQLite: its one connection)',
    labelNames: ['dialect'] as const,
    registers,
    collect() {
      this.set({ dialect: options.dialect }, pool ? pool.totalCount : 1);
    },
  });
  if (pool) {
    new Gauge({
      name: 'db_pool_idle_connections',
      help: 'PostgreSQL pool connections not in use',
      registers,
      collect() {
        this.set(pool.idleCount);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a PostgreSQL pool connection',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  return {
    registry,
    observeRequest(route, method, status, seconds) {
      duration.observe({ route, method, status_class: statusClass(status) }, seconds);
      responses.inc({ status: String(status) });
    },
    recordLedger(m) {
      const labels = { kind: m.kind, currency: m.currency, wallet: m.wallet };
      movements.inc(labels);
      amounts.inc(labels, Math.abs(m.amount) / MINOR_PER_MAJOR);
    },
    recordVitals(beacon, routeLabel) {
      beacons.inc({ navigation: beacon.navigation });
      for (const figure of beacon.figures) {
        const { histogram, scale } = vitals[figure.name];
        histogram.observe({ route: routeLabel, device: beacon.device }, figure.value * scale);
      }
    },
  };
}
