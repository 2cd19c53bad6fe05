/**
 * Importing this module installs the field recorder as `foundry`, so schemas (and the validator that reads them) can be
 * built in Node. Import it before anything that builds a schema at import or collection time.
 */
import { installFieldRecorder } from "../data/field-recorder.ts";

installFieldRecorder();
