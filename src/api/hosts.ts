import { type CloudConfig, cloudConfigUrl, parseCloudConfig } from '../../protocol/mainApiConfig';
import { type FetchFn, type HostOutcome, NetworkError } from './http';

/** Where the working host, and the hosts learnt, are remembered between visits. */
export interface HostMemory {
  get(): string | undefined;
  set(host: string): void;
  /** The hosts learnt from configuration on an earlier visit (tried after `hosts`). */
  getLearnt?(): readonly string[];
  setLearnt?(hosts: readonly string[]): void;
}

export interface HostListOptions {
  /** Hosts in order of preference; "" is this page's own origin (always first by default). */
  hosts: readonly string[];
  memory?: HostMemory;
  /**
   * The cloud configuration files ({@link CloudConfig}, `{appid}` for the app id), read in order
   * when every known host failed: they live on other hosts (a bucket) and name further hosts.
   */
  cloudUrls?: () => readonly string[];
  /** The app id the cloud files are keyed by. */
  appId?: string;
  /** How a host named by configuration is written here ("" for this page's own origin). */
  hostOf?: (origin: string) => string;
  /** A cloud file was read (its maintenance URLs are kept by the caller). */
  onCloudConfig?: (config: CloudConfig) => void;
  fetch: FetchFn;
  /** Called when a call succeeds after every host had failed (spec 000 §8: reload when recovered). */
  onRecovered?: () => void;
}

/** The cloud files are read again after this long when every host is still down. */
export const CLOUD_EVERY_MS = 60_000;

/**
 * The fallback hosts of an API (spec 000 §7-§8): calls go to the remembered working host; when it
 * cannot be reached the next hosts are tried in order, then the cloud list; the first reached is
 * remembered.
 */
export class HostList {
  private hosts: string[];
  private active: string;
  private cloudReadAt = Number.NEGATIVE_INFINITY;
  private down = false;

  constructor(private readonly options: HostListOptions) {
    this.hosts = unique([
      ...(options.hosts.length ? options.hosts : ['']),
      ...(options.memory?.getLearnt?.() ?? []),
    ]);
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

  /** Adds hosts (from configuration) after the known ones; they are remembered for later visits. */
  add(hosts: readonly string[]): void {
    const before = this.hosts.length;
    const written = this.options.hostOf;
    this.hosts = unique([...this.hosts, ...(written ? hosts.map(written) : hosts)]);
    if (this.hosts.length > before) {
      const given = new Set(this.options.hosts);
      this.options.memory?.setLearnt?.(this.hosts.filter((h) => !given.has(h)));
    }
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

  /** Reads the cloud files in order until one names a host not known yet; true when one did. */
  private async loadCloudList(): Promise<boolean> {
    // NOTE: once a minute at most, however many calls fail meanwhile.
    if (Date.now() - this.cloudReadAt < CLOUD_EVERY_MS) return false;
    this.cloudReadAt = Date.now();
    const appId = this.options.appId ?? '';
    for (const template of this.options.cloudUrls?.() ?? []) {
      try {
        const response = await this.options.fetch(cloudConfigUrl(template, appId), { cache: 'no-store' });
        if (!response.ok) continue;
        const config = parseCloudConfig(await response.json(), appId);
        if (!config) continue;
        this.options.onCloudConfig?.(config);
        const before = this.hosts.length;
        this.add(config.api_hosts);
        if (this.hosts.length > before) return true;
      } catch {
        // NOTE: a file that cannot be read or is no JSON: the next one is tried.
      }
    }
    return false;
  }
}

function unique(hosts: readonly string[]): string[] {
  return [...new Set(hosts)];
}
