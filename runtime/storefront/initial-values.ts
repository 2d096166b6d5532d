import type { z } from 'zod';
import {
  initialAccountSchema,
  type LicenseStatus,
  licenseStatusSchema,
} from '../../schemas/api/initial-values.ts';
import {
  type KnownPluginName,
  knownPluginConfigSchemas,
  type Plugin,
  pluginSchema,
} from '../../schemas/api/plugins.ts';
import { type Settings, settingsSchema } from '../../schemas/api/settings.ts';
import { type Storefront, storefrontSchema } from '../../schemas/api/storefront.ts';
import { warnOnce } from '../render/warn-once.ts';

// Runs on the server (and in tests and stories): the root loader reads the initial values here
// and hands the browser the result, so zod and these schemas stay out of the browser's bundle
// (DESIGN §6). Browser code imports only types from this module; its defaults are
// `DEFAULT_STOREFRONT_VALUES`.

/** The logged-in customer of the initial values (spec §3: logged in when an id exists). */
export type InitialAccount = z.infer<typeof initialAccountSchema>;

/**
 * The parsed config of each installed plugin the runtime itself uses (analytics, chat), by module
 * name. A plugin that is not installed, or whose config is malformed, is absent: it stays off.
 */
export type PluginConfigs = {
  readonly [Name in KnownPluginName]?: z.output<(typeof knownPluginConfigSchemas)[Name]>;
};

/** What every page reads from `GET /api/storefront/initial-values`, with defaults applied. */
export interface StorefrontValues {
  storefront: Storefront;
  settings: Settings;
  /**
   * Installed plugins with their configs as answered, for plugins the runtime does not know (a
   * custom section's own plugin). The runtime's own plugins read `pluginConfigs`.
   */
  plugins: Plugin[];
  /** Configs of the installed plugins the runtime uses, parsed on the server. */
  pluginConfigs: PluginConfigs;
  /** The logged-in customer, or `null` for a guest. */
  account: InitialAccount | null;
  isLoggedIn: boolean;
  /**
   * Token of the Admin Panel link (spec §2, §6). No field of the API contract carries it yet; read
   * from `admin_token` of the initial values or of the account, whichever a platform sends.
   */
  adminToken: string | null;
  licenseStatus: LicenseStatus;
  host: string;
}

/** The result of reading initial values: the values, and what had to be replaced by defaults. */
export interface ReadInitialValues {
  values: StorefrontValues;
  /** Human-readable problems (`storefront.theme_color: The value must be a hex colour…`). */
  problems: string[];
}

// Used when the storefront sends no usable channel: prices still format and phone inputs work.
const DEFAULT_CHANNEL = {
  currency: { code: 'USD' },
  country: { mobile_code: '+1', mobile_number_length: 10 },
};

type Shape = Record<string, z.ZodType>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keeps every field of `raw` that parses with its own schema and drops the others (so their
 * defaults apply), naming each dropped field. One bad colour costs that colour, not the theme.
 */
function salvage(
  raw: Record<string, unknown>,
  shape: Shape,
  prefix: string,
  problems: string[],
): Record<string, unknown> {
  const kept: Record<string, unknown> = { ...raw };
  for (const [key, schema] of Object.entries(shape)) {
    if (raw[key] === undefined) continue;
    const result = schema.safeParse(raw[key]);
    if (!result.success) {
      delete kept[key];
      problems.push(`${prefix}.${key}: ${result.error.issues[0]?.message ?? 'invalid'}`);
    }
  }
  return kept;
}

/** The storefront of `raw` with defaults for what is missing or malformed. */
export function readStorefront(raw: unknown, problems: string[] = []): Storefront {
  const direct = storefrontSchema.safeParse(raw);
  if (direct.success) return direct.data;
  if (raw !== undefined && !isRecord(raw)) problems.push('storefront: not an object');
  const kept = isRecord(raw)
    ? salvage(raw, storefrontSchema.shape as unknown as Shape, 'storefront', problems)
    : {};
  if (kept.channel === undefined) {
    if (raw === undefined || (isRecord(raw) && raw.channel === undefined)) {
      problems.push('storefront.channel: missing');
    }
    kept.channel = DEFAULT_CHANNEL;
  }
  const salvaged = storefrontSchema.safeParse(kept);
  return salvaged.success ? salvaged.data : storefrontSchema.parse({ channel: DEFAULT_CHANNEL });
}

function readSettings(raw: unknown, problems: string[]): Settings {
  const direct = settingsSchema.safeParse(raw ?? {});
  if (direct.success) return direct.data;
  if (!isRecord(raw)) {
    problems.push('settings: not an object');
    return {};
  }
  const kept = salvage(raw, settingsSchema.shape as unknown as Shape, 'settings', problems);
  const salvaged = settingsSchema.safeParse(kept);
  return salvaged.success ? salvaged.data : {};
}

function readPlugins(raw: unknown, problems: string[]): Plugin[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    problems.push('plugins: not a list');
    return [];
  }
  return raw.flatMap((entry, index) => {
    const result = pluginSchema.safeParse(entry);
    if (result.success) return [result.data];
    problems.push(`plugins.${index}: ${result.error.issues[0]?.message ?? 'invalid'}`);
    return [];
  });
}

/**
 * The parsed configs of the runtime's own plugins. The first installed plugin of a name decides;
 * a malformed config leaves that plugin out (spec §4: a plugin loads only when usable).
 */
function readPluginConfigs(plugins: readonly Plugin[]): PluginConfigs {
  const configs: Partial<Record<KnownPluginName, unknown>> = {};
  const seen = new Set<string>();
  for (const { module_name: name, config } of plugins) {
    if (seen.has(name) || !Object.hasOwn(knownPluginConfigSchemas, name)) continue;
    seen.add(name);
    const known = name as KnownPluginName;
    const parsed = knownPluginConfigSchemas[known].safeParse(config);
    if (parsed.success) configs[known] = parsed.data;
  }
  return configs as PluginConfigs;
}

function readAdminToken(raw: Record<string, unknown>, account: unknown): string | null {
  for (const source of [raw, account]) {
    const token = isRecord(source) ? source.admin_token : undefined;
    if (typeof token === 'string' && token.trim() !== '') return token;
  }
  return null;
}

/**
 * Reads the initial values the root loader fetched (spec §3), never throwing: a missing or
 * malformed part gets its defaults, and `problems` names what was replaced so the caller can warn
 * once. `undefined` (no root data, e.g. on an error page) gives the defaults and no problems.
 */
export function readInitialValues(raw: unknown): ReadInitialValues {
  const problems: string[] = [];
  if (raw !== undefined && raw !== null && !isRecord(raw))
    problems.push('initial values: not an object');
  const record = isRecord(raw) ? raw : {};
  const present = isRecord(raw);

  const storefront = readStorefront(
    present ? record.storefront : undefined,
    present ? problems : [],
  );
  const settings = readSettings(record.settings, problems);
  const plugins = readPlugins(record.plugins, problems);
  const accountResult = initialAccountSchema.nullable().optional().safeParse(record.account);
  const account = accountResult.success ? (accountResult.data ?? null) : null;
  if (!accountResult.success) problems.push('account: malformed, treated as a guest');
  const license = licenseStatusSchema.safeParse(record.license_status ?? null);

  return {
    values: {
      storefront,
      settings,
      plugins,
      pluginConfigs: readPluginConfigs(plugins),
      account,
      isLoggedIn: account !== null,
      adminToken: readAdminToken(record, record.account),
      licenseStatus: license.success ? license.data : null,
      host: typeof record.host === 'string' ? record.host : '',
    },
    problems,
  };
}

/**
 * The storefront values of `raw` (`data` of the initial-values call) for the root loader and the
 * guards (runtime/routing/store-state.ts). Malformed parts get their defaults and one warning per
 * process naming them, so a store with a bad setting still renders its pages.
 */
export function storefrontValuesOf(raw: unknown): StorefrontValues {
  if (typeof raw !== 'object' || raw === null) {
    if (raw !== undefined && raw !== null) {
      warnOnce('The initial values are not an object; the storefront defaults apply.');
    }
    return readInitialValues(undefined).values;
  }
  const { values, problems } = readInitialValues(raw);
  if (problems.length > 0) {
    warnOnce(
      `Some storefront settings are missing or malformed, so their defaults apply: ${problems.join('; ')}. ` +
        'Fix them in the store settings (PUT /api/admin/storefront or /api/admin/settings).',
    );
  }
  return values;
}
