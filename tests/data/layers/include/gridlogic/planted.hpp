// Planted: the interface naming a layer of the library.
#pragma once

#include "base/json_fields.hpp"
#include "gridlogic/status.hpp"
