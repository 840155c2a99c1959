import { mountStandalone } from './app/standalone';

void mountStandalone();
