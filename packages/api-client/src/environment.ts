/// <reference types="vite/client" />
import { type ServerMode, serverModes } from './base-address';

export interface ApiEnvironment {
  production: boolean;
  serverMode: ServerMode;
  subdomain: string;
  secondLevelDomain?: string;
  topLevelDomain?: string;
  /** The spec keeps a PKCE flag for a sign-in flow it does not use; it stays off. */
  pkce: boolean;
}

/** The spec's environment constants (part 1 §9). No domain: the API is same-origin. */
export const defaultEnvironment: ApiEnvironment = {
  production: false,
  serverMode: 'HTTP_DEFAULT',
  subdomain: 'www.',
  pkce: false,
};

/** The Vite variables that may override the constants (set them in `.env` files or the shell). */
export interface ApiEnvironmentVariables {
  /** `HTTP_DEFAULT`, `HTTPS` or `HTTP_PORT83`. */
  readonly VITE_SERVER_MODE?: string;
  /** With its dot (`www.`); set it empty for no subdomain. */
  readonly VITE_API_SUBDOMAIN?: string;
  /** Second-level domain of the API host; unset means same-origin. */
  readonly VITE_API_DOMAIN?: string;
  readonly VITE_API_TLD?: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the variables into Vite's type
  interface ImportMetaEnv extends ApiEnvironmentVariables {}
}

function readServerMode(value: string | undefined): ServerMode {
  if (value === undefined || value === '') return defaultEnvironment.serverMode;
  const mode = serverModes.find((candidate) => candidate === value);
  // A typo here would silently point the site at the wrong address: fail loudly instead.
  if (!mode) throw new Error(`VITE_SERVER_MODE must be one of ${serverModes.join(', ')}; got "${value}"`);
  return mode;
}

/** The constants with any overrides the build was given (an empty subdomain is kept: no `www.`). */
export function readEnvironment(variables: ApiEnvironmentVariables): ApiEnvironment {
  return {
    ...defaultEnvironment,
    serverMode: readServerMode(variables.VITE_SERVER_MODE),
    subdomain: variables.VITE_API_SUBDOMAIN ?? defaultEnvironment.subdomain,
    secondLevelDomain: variables.VITE_API_DOMAIN || undefined,
    topLevelDomain: variables.VITE_API_TLD || undefined,
  };
}

export const environment: ApiEnvironment = readEnvironment(import.meta.env);
