import Benchmark
import TouchKit
