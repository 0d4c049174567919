// Types of gateway-process.mjs for the TypeScript benchmarks.
export function builtGateway(root: string): string;
export function productionEnv(extra?: Record<string, string>): Record<string, string>;
export function freePort(): Promise<number>;
export interface GatewayProcess {
  start(): Promise<number>;
  kill(): Promise<void>;
  stop(): Promise<number | null>;
}
export function gatewayProcess(options: {
  entry: string;
  port: number;
  env: Record<string, string>;
  cwd: string;
}): GatewayProcess;
