export * from './state.js';
export * from './messages.js';
export * from './validation.js';
export * from './password.js';
export * from './projects.js';
export * from './containers.js';
export * from './verification.js';
export * from './cores.js';
