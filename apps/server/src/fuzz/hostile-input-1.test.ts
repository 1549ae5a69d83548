import { hostileInputSuite } from './hostile-input.suite.ts';

hostileInputSuite(0, 3);
