// Planted: a folder in no layer.
#include "gridlogic/status.hpp"
