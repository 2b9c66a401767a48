/**
 * The site's translator: namespaced JSON resources per language, loaded on
 * demand, `{{name}}` interpolation and `ns:key` prefixes. It does the part of
 * i18next the site uses at a tenth of its size: i18next and react-i18next were
 * 15 KB of the 130 KB first-screen budget (docs/decisions.md).
 */

export type Resources = Record<string, unknown>;
export interface TOptions {
  /** The namespace(s) to look in, in order; a `ns:` prefix on the key wins over it. */
  ns?: string | readonly string[];
  /** Return the object or array at the key (for lists of paragraphs) instead of a string. */
  returnObjects?: boolean;
  /** What to show when no namespace has the key (e.g. a name as the server sent it). */
  defaultValue?: string;
  [value: string]: unknown;
}
export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}
export type NamespaceLoader = (language: string, namespace: string) => Promise<Resources>;

const NS_SEPARATOR = ':';
const INTERPOLATION = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(INTERPOLATION, (_, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

function merge(target: Resources, source: Resources): Resources {
  const out: Resources = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = out[key];
    const bothObjects = existing && typeof existing === 'object' && !Array.isArray(existing) && value && typeof value === 'object' && !Array.isArray(value);
    out[key] = bothObjects ? merge(existing as Resources, value as Resources) : value;
  }
  return out;
}

export class Translator {
  language: string;
  /**
   * The language of the server's markup the app is hydrating (set before hydrating): a part of the page
   * hydrated after the player chose another language is hydrated in the markup's, then re-rendered in the
   * new one (useTranslation's server snapshot), never hydrated in the new one against the old text.
   */
  hydratingLanguage: string | undefined;
  readonly defaultNamespace: string;
  private readonly resources = new Map<string, Resources>();
  private readonly loading = new Map<string, Promise<void>>();
  /** Every namespace asked for so far: a language change loads them all before it flips. */
  private readonly used = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private revision = 0;
  private target: string | null = null;

  constructor(
    private readonly load: NamespaceLoader,
    { language, defaultNamespace }: { language: string; defaultNamespace: string },
  ) {
    this.language = language;
    this.defaultNamespace = defaultNamespace;
  }

  /** Changes whenever a language or a resource changes: what React subscribes to. */
  get version(): number {
    return this.revision;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    this.revision += 1;
    for (const listener of [...this.listeners]) listener();
  }

  hasNamespace(namespace: string, language = this.language): boolean {
    return this.resources.has(`${language}/${namespace}`);
  }

  /** Loads what is missing of the namespaces in a language (the current one by default). */
  loadNamespaces(namespaces: string | readonly string[], language = this.language): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    return Promise.all(list.map((ns) => this.loadOne(language, ns))).then(() => undefined);
  }

  private loadOne(language: string, namespace: string): Promise<void> {
    this.used.add(namespace);
    const id = `${language}/${namespace}`;
    if (this.resources.has(id)) return Promise.resolve();
    let pending = this.loading.get(id);
    if (!pending) {
      pending = this.load(language, namespace).then(
        (resources) => {
          this.loading.delete(id);
          this.resources.set(id, merge(this.resources.get(id) ?? {}, resources));
          this.notify();
        },
        (error: unknown) => {
          // A failed chunk may load on the next try (a deploy, a flaky network).
          this.loading.delete(id);
          throw error;
        },
      );
      this.loading.set(id, pending);
    }
    return pending;
  }

  /** Switches once every namespace in use is there in the new language: no flash of keys. */
  async changeLanguage(language: string): Promise<void> {
    this.target = language;
    if (language === this.language) return;
    await this.loadNamespaces([...this.used], language);
    // A later choice made while this one loaded wins.
    if (this.target !== language) return;
    this.language = language;
    this.notify();
  }

  addResourceBundle(language: string, namespace: string, resources: Resources): void {
    const id = `${language}/${namespace}`;
    this.resources.set(id, merge(this.resources.get(id) ?? {}, resources));
    this.used.add(namespace);
    this.notify();
  }

  /** The value at a key, else the default value, else the key itself (as i18next does). */
  translate(key: string, options?: TOptions, namespaces?: string | readonly string[], language = this.language): unknown {
    let path = key;
    let list: readonly string[] | undefined;
    const separator = key.indexOf(NS_SEPARATOR);
    if (separator > 0) {
      list = [key.slice(0, separator)];
      path = key.slice(separator + 1);
    } else {
      const asked = options?.ns ?? namespaces ?? this.defaultNamespace;
      list = typeof asked === 'string' ? [asked] : asked;
    }
    for (const ns of list) {
      const value = lookup(this.resources.get(`${language}/${ns}`), path);
      if (typeof value === 'string') return interpolate(value, options);
      if (value !== undefined && value !== null && options?.returnObjects) return value;
    }
    return options?.defaultValue ?? path;
  }

  /** A `t` bound to namespaces (the first is looked in first) and, when given, to a language other than the current one. */
  getFixedT(namespaces?: string | readonly string[], language?: string): TFunction {
    return ((key: string, options?: TOptions) => this.translate(key, options, namespaces, language)) as TFunction;
  }

  t(key: string, options?: TOptions): string {
    return String(this.translate(key, options));
  }
}
