// SDL2 and SDL2_ttf from Debian's libsdl2-dev and libsdl2-ttf-dev, for touchkit-window only (Package.swift,
// `windowTargets`). pkg-config's sdl2 puts /usr/include/SDL2 on the include path.
#include <SDL.h>
#include <SDL_ttf.h>
