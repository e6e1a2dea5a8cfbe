export * from './worker-heartbeats';
