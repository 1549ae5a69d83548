import { hostileInputSuite } from './hostile-input.suite.ts';

hostileInputSuite(2, 3);
