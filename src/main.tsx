// First: notistack (goober) inserts its styles while its module loads, and needs the nonce then.
import './app/csp-nonce';
import { boot } from './app/boot/phases';

/** The start-up is a list of phases, each with what it does, why and what it waits for. */
void boot();
