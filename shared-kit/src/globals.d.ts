declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
