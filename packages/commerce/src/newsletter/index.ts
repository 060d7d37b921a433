export * from './newsletter.service.ts';
