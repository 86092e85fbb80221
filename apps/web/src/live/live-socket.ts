/**
 * The live-update channel's socket (business-domain §4, §9): one WebSocket to `/ws` (the token offered as a subprotocol, never in the URL); the
 * client sends an init payload on open, `ping` every 15 s and expects `pong` within 15 s (else the
 * connection counts as broken and is replaced); after an error or an abnormal close it reconnects
 * 20 s later, at most 5 times in a row (a successful open starts the count again); a manual close
 * stops reconnecting. Pushes are JSON `{ code, type, data }` handed to the subscribers of `type`.
 * Without WebSocket support it only logs to the console. Timings and the socket class are options,
 * so tests drive it with fake timers and a fake socket.
 */

export type LiveHandler = (data: unknown) => void;

/** The part of the browser's WebSocket this channel uses. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketClass = new (url: string, protocols?: string[]) => SocketLike;

export interface LiveSocketOptions {
  /** The socket url; undefined when there is no session to connect with. */
  url(): string | undefined;
  /** Subprotocols to offer (the token travels here, not in the URL). */
  protocols?(): string[] | undefined;
  /** The init payload sent on open. */
  init(): object;
  /** The WebSocket class; undefined means the browser has none. */
  socketClass: SocketClass | undefined;
  heartbeatMs?: number;
  pongTimeoutMs?: number;
  reconnectDelayMs?: number;
  maxRetries?: number;
  log?: (...args: unknown[]) => void;
}

export const HEARTBEAT_MS = 15_000;
export const PONG_TIMEOUT_MS = 15_000;
export const RECONNECT_DELAY_MS = 20_000;
export const MAX_RETRIES = 5;
/** The close code the server uses when the session ended (sign-out, revoked token): no reconnect. */
export const SESSION_ENDED_CODE = 4001;
const NORMAL_CLOSE = 1000;
const OPEN = 1;

export class LiveSocket {
  private socket: SocketLike | null = null;
  private manual = true;
  private retries = 0;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly handlers = new Map<string, Set<LiveHandler>>();
  private readonly heartbeatMs: number;
  private readonly pongTimeoutMs: number;
  private readonly reconnectDelayMs: number;
  private readonly maxRetries: number;
  private readonly log: (...args: unknown[]) => void;

  constructor(private readonly options: LiveSocketOptions) {
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    this.pongTimeoutMs = options.pongTimeoutMs ?? PONG_TIMEOUT_MS;
    this.reconnectDelayMs = options.reconnectDelayMs ?? RECONNECT_DELAY_MS;
    this.maxRetries = options.maxRetries ?? MAX_RETRIES;
    this.log = options.log ?? ((...args) => console.log(...args));
  }

  /** Whether a socket is open now. */
  get connected(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Reconnect attempts made since the last successful open. */
  get retryCount(): number {
    return this.retries;
  }

  /** Opens the channel (nothing when it is already open or connecting, or there is no session). */
  start(): void {
    if (!this.options.socketClass) {
      this.log('[live] WebSocket is not supported by this browser: no live updates');
      return;
    }
    if (this.socket || this.reconnectTimer) return;
    this.manual = false;
    this.retries = 0;
    this.connect();
  }

  /** The manual close: no reconnect until the next start. */
  stop(): void {
    this.manual = true;
    this.retries = 0;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.drop(NORMAL_CLOSE);
  }

  /** Calls `handler` with the `data` of every push of this `type`; answers the unsubscribe. */
  subscribe(type: string, handler: LiveHandler): () => void {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  /** Hands a push to the subscribers of its type (a throwing subscriber does not stop the others). */
  dispatch(type: string, data: unknown): void {
    for (const handler of [...(this.handlers.get(type) ?? [])]) {
      try {
        handler(data);
      } catch (error) {
        console.error('[live] a subscriber failed', error);
      }
    }
  }

  private connect(): void {
    const url = this.options.url();
    const Socket = this.options.socketClass;
    if (!url || !Socket) return;
    let socket: SocketLike;
    try {
      socket = new Socket(url, this.options.protocols?.());
    } catch (error) {
      this.log('[live] cannot open the socket', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.retries = 0;
      socket.send(JSON.stringify(this.options.init()));
      this.startHeartbeat(socket);
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => {
      if (this.socket !== socket) return;
      this.drop();
      this.scheduleReconnect();
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopHeartbeat();
      if (event.code === NORMAL_CLOSE || event.code === SESSION_ENDED_CODE) return;
      this.scheduleReconnect();
    };
  }

  private receive(raw: unknown): void {
    // any frame proves the connection alive; `pong` is the heartbeat's answer
    clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
    if (typeof raw !== 'string' || raw === 'pong') return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      this.log('[live] a frame that is not JSON', raw);
      return;
    }
    if (message && typeof message === 'object' && 'type' in message && typeof message.type === 'string') {
      this.dispatch(message.type, (message as { data?: unknown }).data);
    }
  }

  private startHeartbeat(socket: SocketLike): void {
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => {
      if (this.socket !== socket) return;
      socket.send('ping');
      if (this.pongTimer) return;
      this.pongTimer = setTimeout(() => {
        if (this.socket !== socket) return;
        this.log('[live] no pong within the time limit: reconnecting');
        this.drop();
        this.scheduleReconnect();
      }, this.pongTimeoutMs);
    }, this.heartbeatMs);
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    clearTimeout(this.pongTimer);
    this.heartbeat = undefined;
    this.pongTimer = undefined;
  }

  /** Forgets the current socket (its late events are ignored) and closes it. */
  private drop(code?: number): void {
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    try {
      socket.close(code);
    } catch {
      // closing a socket that never opened may throw in some browsers
    }
  }

  private scheduleReconnect(): void {
    if (this.manual || this.reconnectTimer) return;
    if (this.retries >= this.maxRetries) {
      this.log(`[live] gave up after ${this.maxRetries} reconnect attempts`);
      return;
    }
    this.retries += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (!this.manual) this.connect();
    }, this.reconnectDelayMs);
  }
}
