import { type FetchFn, type HostOutcome, NetworkError } from './http';

/** Where the working host is remembered between visits. */
export interface HostMemory {
  get(): string | undefined;
  set(host: string): void;
}

export interface HostListOptions {
  /** Hosts in order of preference; "" is this page's own origin (always first by default). */
  hosts: readonly string[];
  memory?: HostMemory;
  /**
   * A JSON list of further hosts (the cloud configuration file), fetched when every known host
   * failed. Configurable: a deploy points it at its bucket.
   */
  cloudListUrl?: string;
  fetch: FetchFn;
  /** Called when a call succeeds after every host had failed (spec 000 §8: reload when recovered). */
  onRecovered?: () => void;
}

/**
 * The fallback hosts of an API (spec 000 §7-§8): calls go to the remembered working host; when it
 * cannot be reached the next hosts are tried in order, then the cloud list; the first reached is
 * remembered.
 */
export class HostList {
  private hosts: string[];
  private active: string;
  private cloudLoaded = false;
  private down = false;

  constructor(private readonly options: HostListOptions) {
    this.hosts = unique(options.hosts.length ? options.hosts : ['']);
    const remembered = options.memory?.get();
    this.active =
      remembered !== undefined && this.hosts.includes(remembered) ? remembered : (this.hosts[0] ?? '');
  }

  /** The host calls go to now. */
  get current(): string {
    return this.active;
  }

  /** Every known host, in order. */
  get all(): readonly string[] {
    return this.hosts;
  }

  /** Adds hosts (from configuration) after the known ones. */
  add(hosts: readonly string[]): void {
    this.hosts = unique([...this.hosts, ...hosts]);
  }

  /**
   * Runs `attempt` against the active host, then the others, then the cloud list's, until one is
   * reached; that host counts as working. NOTE: what `attempt` throws is a fault of its own (the
   * seal worker failing, say), which says nothing of the host: it passes straight through, and the
   * host is neither taken as working nor, after every host was down, as a recovery.
   *
   * @throws {NetworkError} when no host was reached.
   */
  async run<T>(attempt: (host: string) => Promise<HostOutcome<T>>): Promise<T> {
    const tried = new Set<string>();
    let outcome = await this.tryUntried(attempt, tried);
    if (!outcome?.reached && (await this.loadCloudList())) outcome = await this.tryUntried(attempt, tried);
    if (outcome?.reached) return outcome.value;
    this.down = true;
    throw outcome?.error ?? new NetworkError(this.active, 'no host to try');
  }

  /** Tries each host not in `tried`, the active one first, until one is reached: the last outcome. */
  private async tryUntried<T>(
    attempt: (host: string) => Promise<HostOutcome<T>>,
    tried: Set<string>,
  ): Promise<HostOutcome<T> | undefined> {
    let outcome: HostOutcome<T> | undefined;
    for (const host of [this.active, ...this.hosts.filter((h) => h !== this.active)]) {
      if (tried.has(host)) continue;
      tried.add(host);
      outcome = await attempt(host);
      if (outcome.reached) {
        this.succeeded(host);
        break;
      }
    }
    return outcome;
  }

  private succeeded(host: string): void {
    if (host !== this.active) {
      this.active = host;
      this.options.memory?.set(host);
    }
    if (this.down) {
      this.down = false;
      this.options.onRecovered?.();
    }
  }

  private async loadCloudList(): Promise<boolean> {
    const url = this.options.cloudListUrl;
    if (!url || this.cloudLoaded) return false;
    try {
      const response = await this.options.fetch(url, { cache: 'no-store' });
      if (!response.ok) return false;
      const list: unknown = await response.json();
      const hosts = Array.isArray(list) ? list.filter((h): h is string => typeof h === 'string') : [];
      const before = this.hosts.length;
      this.add(hosts.map((h) => h.replace(/\/+$/, '')));
      this.cloudLoaded = true;
      return this.hosts.length > before;
    } catch {
      return false;
    }
  }
}

function unique(hosts: readonly string[]): string[] {
  return [...new Set(hosts)];
}
