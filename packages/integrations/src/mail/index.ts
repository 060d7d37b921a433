export * from './compose.ts';
export * from './embedded-smtp.ts';
export * from './mail.port.ts';
export * from './mail-texts.ts';
export * from './mailbox.ts';
export * from './mime.ts';
export * from './smtp-mailer.ts';
