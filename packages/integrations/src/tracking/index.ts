export * from './bloomreach.adapter.ts';
export * from './tracking.port.ts';
export * from './tracking.simulator.ts';
export * from './tracking-env.ts';
