import fs from 'node:fs';
import type { TLSConfig } from '@temporalio/client';

/** How to reach the Temporal frontend: the address, TLS (optionally mutual), an API key. */
export type TemporalConnectionSettings = {
  address: string;
  /** false: plain gRPC (the dev server, a private network); true or a TLSConfig: TLS. */
  tls: TLSConfig | boolean;
  /** Temporal Cloud API-key authentication; the SDKs send it as `Authorization: Bearer …`. */
  apiKey?: string;
};

type TlsEnv = {
  temporalTls: boolean;
  TEMPORAL_TLS_CERT?: string;
  TEMPORAL_TLS_KEY?: string;
  TEMPORAL_TLS_CA?: string;
  TEMPORAL_TLS_SERVER_NAME?: string;
  TEMPORAL_API_KEY?: string;
};

function readPem(variable: string, file: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (err) {
    throw new Error(`${variable}: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? String(err)})`, {
      cause: err,
    });
  }
}

/**
 * The settings the client (API) and the worker share, from the TEMPORAL_TLS_* / TEMPORAL_API_KEY
 * variables (the Temporal CLI's own names). Certificate files are read once, here: a missing or
 * unreadable one stops the start naming its variable.
 */
export function temporalConnectionSettings(address: string, env: TlsEnv): TemporalConnectionSettings {
  if (!env.temporalTls) return { address, tls: false };
  const tls: TLSConfig = {};
  if (env.TEMPORAL_TLS_CERT && env.TEMPORAL_TLS_KEY)
    tls.clientCertPair = {
      crt: readPem('TEMPORAL_TLS_CERT', env.TEMPORAL_TLS_CERT),
      key: readPem('TEMPORAL_TLS_KEY', env.TEMPORAL_TLS_KEY),
    };
  if (env.TEMPORAL_TLS_CA) tls.serverRootCACertificate = readPem('TEMPORAL_TLS_CA', env.TEMPORAL_TLS_CA);
  if (env.TEMPORAL_TLS_SERVER_NAME) tls.serverNameOverride = env.TEMPORAL_TLS_SERVER_NAME;
  return { address, tls, apiKey: env.TEMPORAL_API_KEY };
}

/** Plain gRPC to an address (the embedded dev server, tests). */
export const plainTemporal = (address: string): TemporalConnectionSettings => ({ address, tls: false });

/**
 * TEMPORAL_ADDRESS with its TLS and API key, or — without it — the embedded dev server's plain
 * address (`devAddress`; the CLI's dev server speaks no TLS).
 */
export function configuredTemporal(
  config: TlsEnv & { TEMPORAL_ADDRESS?: string; TEMPORAL_DEV_PORT: number },
  devAddress = `127.0.0.1:${config.TEMPORAL_DEV_PORT}`,
): TemporalConnectionSettings {
  return config.TEMPORAL_ADDRESS
    ? temporalConnectionSettings(config.TEMPORAL_ADDRESS, config)
    : plainTemporal(devAddress);
}
