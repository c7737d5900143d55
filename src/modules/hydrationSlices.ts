// React renders in slices, handing the main thread back to the browser
// between them. The scheduler's default slice, 5 ms, cuts a docs page's
// hydration into a couple of hundred tasks on a slow phone, and each pays
// the browser's cost of a task and a frame. A 33 ms slice keeps every task
// short of the 50 ms that counts as blocking, and input still waits at
// most one slice.
import ExecutionEnvironment from "@docusaurus/ExecutionEnvironment";
import { unstable_forceFrameRate } from "scheduler";

if (ExecutionEnvironment.canUseDOM) unstable_forceFrameRate(30);
