export * from './accounts';
export * from './games';
