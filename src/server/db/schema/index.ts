export * from './auth';
export * from './email';
export * from './simulator';
export * from './sms';
export * from './voice';
export * from './worker-heartbeats';
export * from './public-site';
export * from './family';
